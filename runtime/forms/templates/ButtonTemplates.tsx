import IconArrowDown from '@douyinfe/semi-icons/lib/es/icons/IconArrowDown';
import IconArrowUp from '@douyinfe/semi-icons/lib/es/icons/IconArrowUp';
import IconCopy from '@douyinfe/semi-icons/lib/es/icons/IconCopy';
import IconDelete from '@douyinfe/semi-icons/lib/es/icons/IconDelete';
import IconPlus from '@douyinfe/semi-icons/lib/es/icons/IconPlus';
import Button from '@douyinfe/semi-ui/lib/es/button';
import type { IconButtonProps, SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { useFormI18n } from '../useFormI18n';

type Props = IconButtonProps & { label: string; icon: ReactNode; danger?: boolean };

/** A small borderless Semi icon button whose label is its tooltip and accessible name. */
function ItemButton({ label, icon, danger, onClick, disabled, id, className }: Props) {
  return (
    <Button
      id={id}
      className={className}
      htmlType="button"
      theme="borderless"
      type={danger ? 'danger' : 'tertiary'}
      size="small"
      icon={icon}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

function useButtonTexts() {
  return useFormI18n().texts;
}

export function MoveUpButton(props: IconButtonProps) {
  return <ItemButton {...props} label={useButtonTexts().moveUp} icon={<IconArrowUp />} />;
}

export function MoveDownButton(props: IconButtonProps) {
  return <ItemButton {...props} label={useButtonTexts().moveDown} icon={<IconArrowDown />} />;
}

export function CopyButton(props: IconButtonProps) {
  return <ItemButton {...props} label={useButtonTexts().copy} icon={<IconCopy />} />;
}

export function RemoveButton(props: IconButtonProps) {
  return <ItemButton {...props} label={useButtonTexts().remove} icon={<IconDelete />} danger />;
}

/** The dashed full-width "add item" button under a list. */
export function AddButton({ id, className, onClick, disabled }: IconButtonProps) {
  const texts = useButtonTexts();
  return (
    <Button
      id={id}
      className={`jimu-form-add ${className ?? ''}`}
      htmlType="button"
      theme="light"
      icon={<IconPlus />}
      disabled={disabled}
      onClick={onClick}
      block
    >
      {texts.addItem}
    </Button>
  );
}

/** The primary submit button, when a form is rendered without SchemaForm's own footer. */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const texts = useButtonTexts();
  const { t } = useFormI18n();
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Button htmlType="submit" theme="solid" type="primary" {...props}>
      {submitText && submitText !== 'Submit' ? t(submitText) : texts.submit}
    </Button>
  );
}

/**
 * rjsf's ButtonTemplates as Semi buttons, labelled in the form's language.
 *
 * @example <Form templates={{ ButtonTemplates: semiButtonTemplates }} … />
 */
export const semiButtonTemplates = {
  AddButton,
  CopyButton,
  MoveDownButton,
  MoveUpButton,
  RemoveButton,
  SubmitButton,
};
