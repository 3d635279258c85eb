import IconArrowLeft from '@douyinfe/semi-icons/lib/es/icons/IconArrowLeft';
import IconCopy from '@douyinfe/semi-icons/lib/es/icons/IconCopy';
import IconCopyAdd from '@douyinfe/semi-icons/lib/es/icons/IconCopyAdd';
import IconDelete from '@douyinfe/semi-icons/lib/es/icons/IconDelete';
import IconRedo from '@douyinfe/semi-icons/lib/es/icons/IconRedo';
import IconUndo from '@douyinfe/semi-icons/lib/es/icons/IconUndo';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../runtime/lib';

export type DesignerView = 'design' | 'json' | 'yaml' | 'preview';
const VIEWS: readonly DesignerView[] = ['design', 'json', 'yaml', 'preview'];

/**
 * The designer's top bar: back to the list, the form's name, undo/redo with counts,
 * copy/paste/delete of the selected field, the view switch 设计 | JSON | YAML | 预览, on a narrow
 * screen the 组件 and 属性 sheets, save (Ctrl/Cmd+S) and 应用到页面. Writers only see what writes.
 */
export function EditorBar(props: {
  name: string;
  dirty: boolean;
  canWrite: boolean;
  undo: number;
  redo: number;
  hasSelection: boolean;
  canPaste: boolean;
  view: DesignerView;
  saving: boolean;
  hasTarget: boolean;
  on: {
    back(): void;
    undo(): void;
    redo(): void;
    copy(): void;
    paste(): void;
    remove(): void;
    view(view: DesignerView): void;
    palette(): void;
    properties(): void;
    save(): void;
    apply(): void;
  };
}) {
  const { t } = useTranslation();
  const { on } = props;
  return (
    <div className="dz-bar" role="toolbar" aria-label={props.name}>
      <Button icon={<IconArrowLeft />} theme="borderless" onClick={on.back}>
        {t('workbench.designer.editor.back')}
      </Button>
      <span className="dz-bar-title" title={props.name}>
        {props.name}
      </span>
      {props.dirty ? <Tag color="orange">{t('workbench.designer.editor.unsaved')}</Tag> : null}
      {props.canWrite ? (
        <>
          <Button
            icon={<IconUndo />}
            disabled={props.undo === 0}
            onClick={on.undo}
            aria-label={t('workbench.designer.editor.undo')}
            data-count={props.undo}
          >
            {props.undo}
          </Button>
          <Button
            icon={<IconRedo />}
            disabled={props.redo === 0}
            onClick={on.redo}
            aria-label={t('workbench.designer.editor.redo')}
            data-count={props.redo}
          >
            {props.redo}
          </Button>
          <Button
            icon={<IconCopy />}
            disabled={!props.hasSelection}
            onClick={on.copy}
            aria-label={t('workbench.designer.editor.copy')}
          />
          <Button
            icon={<IconCopyAdd />}
            disabled={!props.canPaste}
            onClick={on.paste}
            aria-label={t('workbench.designer.editor.paste')}
          />
          <Button
            icon={<IconDelete />}
            type="danger"
            disabled={!props.hasSelection}
            onClick={on.remove}
            aria-label={t('workbench.designer.editor.remove')}
          />
        </>
      ) : null}
      <span className="dz-bar-spacer" />
      <span className="dz-sheet-buttons">
        {props.canWrite ? (
          <Button onClick={on.palette}>{t('workbench.designer.editor.palette')}</Button>
        ) : null}
        <Button onClick={on.properties}>{t('workbench.designer.editor.properties')}</Button>
      </span>
      <RadioGroup
        type="button"
        value={props.view}
        onChange={(e) => isOneOf(VIEWS, e.target.value) && on.view(e.target.value)}
        aria-label={t('workbench.designer.editor.design')}
      >
        {VIEWS.map((view) => (
          <Radio key={view} value={view}>
            {t(`workbench.designer.editor.${view}`)}
          </Radio>
        ))}
      </RadioGroup>
      {props.canWrite ? (
        <>
          <Button onClick={on.apply} disabled={!props.hasTarget}>
            {t('workbench.designer.list.apply')}
          </Button>
          <Button theme="solid" loading={props.saving} onClick={on.save}>
            {t('workbench.designer.editor.save')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
