import Button from '@douyinfe/semi-ui/lib/es/button';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageAction } from '../../../schemas/types.gen';

export interface ActionButtonProps {
  action: PageAction;
  /** The button's text, already translated (see actionLabel). */
  label: string;
  /** Runs the action; while its promise is pending the button shows a spinner. */
  onRun(): unknown;
  icons?: Record<string, ComponentType>;
  disabled?: boolean;
  /** Row buttons are borderless text buttons; toolbar buttons are solid or light. */
  variant: 'toolbar' | 'row';
}

const BUILT_IN = new Set([
  'create',
  'edit',
  'delete',
  'deleteMany',
  'export',
  'exportSelected',
  'exportMerged',
  'refresh',
  'link',
]);

/**
 * The label of an action: its own i18n key, else the built-in action's, else the plugin action's
 * own label key (`pluginLabel`), else its name.
 *
 * @example actionLabel({ name: 'create' }, t) // '新增'
 */
export function actionLabel(action: PageAction, t: (key: string) => string, pluginLabel?: string): string {
  if (action.label) return t(action.label);
  if (BUILT_IN.has(action.name)) return t(`jimu.crud.${action.name}`);
  return pluginLabel ? t(pluginLabel) : action.name;
}

const isDanger = (name: string) => name === 'delete' || name === 'deleteMany';

/**
 * One toolbar or row button. An action with `confirm` — and every delete — asks first (Popconfirm)
 * and runs only on OK.
 *
 * @example <ActionButton action={{ name: 'delete', confirm: 'action.confirmDelete' }} onRun={remove} variant="row" />
 */
export function ActionButton({ action, label, onRun, icons, disabled, variant }: ActionButtonProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await onRun();
    } catch {
      // The http layer already told the person; the button just stops spinning.
    } finally {
      setRunning(false);
    }
  };
  const Icon = action.icon ? icons?.[action.icon] : undefined;
  // Deleting always asks first: the page's own question, else the built-in one.
  const question = action.confirm ?? (isDanger(action.name) ? 'jimu.crud.confirmDelete' : undefined);
  const button = (
    <Button
      size={variant === 'row' ? 'small' : 'default'}
      theme={variant === 'row' ? 'borderless' : action.name === 'create' ? 'solid' : 'light'}
      type={isDanger(action.name) ? 'danger' : 'primary'}
      icon={Icon ? <Icon /> : undefined}
      loading={running}
      disabled={disabled}
      data-action={action.name}
      onClick={question ? undefined : run}
    >
      {label}
    </Button>
  );
  if (!question || disabled) return button;
  return (
    <Popconfirm
      title={t(question)}
      okText={t('jimu.crud.ok')}
      cancelText={t('jimu.crud.cancel')}
      okType="danger"
      onConfirm={run}
    >
      {button}
    </Popconfirm>
  );
}
