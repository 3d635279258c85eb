import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS, SEVERITY_COLORS, STATUS_COLORS } from './types';

/** A severity, priority or status as a coloured tag with its name in the console's language. */
export function DefectTag({ kind, value }: { kind: 'severity' | 'priority' | 'status'; value: string }) {
  const { t } = useTranslation();
  const colors = { severity: SEVERITY_COLORS, priority: PRIORITY_COLORS, status: STATUS_COLORS }[kind];
  const table = { severity: 'severities', priority: 'priorities', status: 'statuses' }[kind];
  return (
    <Tag color={colors[value] ?? 'grey'} data-testid={`wb-defect-${kind}`}>
      {t(`workbench.defect.${table}.${value}`, { defaultValue: value })}
    </Tag>
  );
}
