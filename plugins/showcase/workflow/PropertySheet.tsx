import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Selected {
  kind: 'node' | 'edge';
  id: string;
  text: string;
}

/** Edits a node's text or an edge's label (none / Y / N). */
export function PropertySheet({
  selected,
  onClose,
  onApply,
}: {
  selected: Selected | null;
  onClose(): void;
  onApply(next: Selected): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useEffect(() => setText(selected?.text ?? ''), [selected]);
  return (
    <SideSheet
      visible={selected !== null}
      title={t('showcase.workflow.properties')}
      onCancel={onClose}
      closeOnEsc
      width={320}
    >
      {selected?.kind === 'node' && (
        <label className="jimu-flow-field" htmlFor="workflow-text">
          {t('showcase.workflow.text')}
          <Input id="workflow-text" value={text} onChange={setText} data-testid="showcase-workflow-text" />
        </label>
      )}
      {selected?.kind === 'edge' && (
        <label className="jimu-flow-field">
          {t('showcase.workflow.label')}
          <select
            className="jimu-showcase-select"
            value={text}
            onChange={(event) => setText(event.target.value)}
          >
            <option value="">{t('showcase.workflow.none')}</option>
            <option value="Y">Y</option>
            <option value="N">N</option>
          </select>
        </label>
      )}
      <Button theme="solid" onClick={() => selected && onApply({ ...selected, text })}>
        {t('showcase.workflow.apply')}
      </Button>
    </SideSheet>
  );
}
