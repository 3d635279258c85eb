import IconDelete from '@douyinfe/semi-icons/lib/es/icons/IconDelete';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useTranslation } from 'react-i18next';
import { type FormDoc, type FormNode, type OptionRow, optionsOf, setOptions } from './model';

/**
 * The enum options of a field: value and its zh and en label per row; a cell is committed
 * when it loses focus, a row can be added or removed (one stays).
 */
export function OptionsEditor(props: {
  doc: FormDoc;
  node: FormNode;
  readOnly: boolean;
  commit(doc: FormDoc): void;
}) {
  const { t } = useTranslation();
  const rows = optionsOf(props.doc, props.node);
  const save = (next: OptionRow[]) => props.commit(setOptions(props.doc, props.node.id, next));
  const cell = (row: OptionRow, i: number, field: keyof OptionRow, label: string) => (
    <Input
      aria-label={`${label} ${i + 1}`}
      defaultValue={row[field]}
      key={`${props.node.id}-${i}-${field}-${row[field]}`}
      disabled={props.readOnly}
      onBlur={(e) => {
        const value = e.target.value;
        if (value !== row[field]) save(rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
      }}
    />
  );
  return (
    <div className="dz-prop" data-testid="dz-options">
      <span className="dz-prop-label">{t('workbench.designer.prop.options')}</span>
      {rows.map((row, i) => (
        <div className="dz-options-row" key={row.value}>
          {cell(row, i, 'value', t('workbench.designer.prop.optionValue'))}
          {cell(row, i, 'zh', t('workbench.designer.prop.optionZh'))}
          {cell(row, i, 'en', t('workbench.designer.prop.optionEn'))}
          <Button
            icon={<IconDelete />}
            theme="borderless"
            type="danger"
            disabled={props.readOnly || rows.length <= 1}
            aria-label={`${t('workbench.designer.prop.removeOption')} ${i + 1}`}
            onClick={() => save(rows.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        size="small"
        disabled={props.readOnly}
        onClick={() => save([...rows, { value: `option${rows.length + 1}`, zh: '', en: '' }])}
      >
        {t('workbench.designer.prop.addOption')}
      </Button>
    </div>
  );
}
