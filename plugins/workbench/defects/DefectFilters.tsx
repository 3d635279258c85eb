import Input from '@douyinfe/semi-ui/lib/es/input';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { PRIORITIES, SEVERITIES } from './model/defectFlow';
import type { DefectFilter } from './types';

/** The list's filters: severity, priority, assignee, reporter, page and text. */
export function DefectFilters(props: {
  filter: DefectFilter;
  people: string[];
  onChange: (change: DefectFilter) => void;
}) {
  const { t } = useTranslation();
  const { filter, onChange } = props;
  const people = props.people.map((name) => ({ value: name, label: name }));
  const select = (
    field: 'severity' | 'priority' | 'assignee' | 'reporter',
    options: { value: string; label: string }[],
  ) => (
    <Select
      aria-labelledby={`wb-defect-filter-${field}`}
      prefix={<span id={`wb-defect-filter-${field}`}>{t(`workbench.defect.${field}`)}</span>}
      showClear
      filter={field === 'assignee' || field === 'reporter'}
      value={filter[field]}
      onChange={(value) => onChange({ [field]: (value as string | undefined) ?? undefined })}
      optionList={options}
      className="wb-defect-filter"
    />
  );
  return (
    <div className="wb-toolbar-group" data-testid="wb-defect-filters">
      {select(
        'severity',
        SEVERITIES.map((s) => ({ value: s, label: t(`workbench.defect.severities.${s}`) })),
      )}
      {select(
        'priority',
        PRIORITIES.map((p) => ({ value: p, label: t(`workbench.defect.priorities.${p}`) })),
      )}
      {select('assignee', people)}
      {select('reporter', people)}
      <Input
        aria-label={t('workbench.defect.pageRef')}
        placeholder={t('workbench.defect.pageRef')}
        className="wb-defect-filter"
        showClear
        defaultValue={filter.pageRef}
        onChange={(value) => onChange({ pageRef: value })}
      />
      <Input
        aria-label={t('workbench.defect.keyword')}
        placeholder={t('workbench.defect.keyword')}
        className="wb-defect-filter"
        showClear
        defaultValue={filter.keyword}
        onChange={(value) => onChange({ keyword: value })}
      />
    </div>
  );
}
