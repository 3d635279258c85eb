import List from '@douyinfe/semi-ui/lib/es/list';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';

/** One problem of the validation service, at a project file's line and column. */
export interface Diagnostic {
  path: string;
  line: number;
  col: number;
  code: string;
  severity: 'error' | 'warning';
  message: string;
}

/**
 * The validation panel: a summary line, then each diagnostic as `path:line:col` with its
 * code; clicking one calls `onPick` (the screen focuses that line in its editor).
 */
export function Diagnostics({ items, onPick }: { items: Diagnostic[]; onPick?: (d: Diagnostic) => void }) {
  const { t } = useTranslation();
  const errors = items.filter((d) => d.severity === 'error').length;
  const warnings = items.length - errors;
  if (items.length === 0) {
    return (
      <Typography.Text type="success" data-testid="wb-validation">
        {t('workbench.common.noProblems')}
      </Typography.Text>
    );
  }
  return (
    <div data-testid="wb-validation">
      <Typography.Text type={errors > 0 ? 'danger' : 'warning'}>
        {t('workbench.common.errors', { count: errors })} ·{' '}
        {t('workbench.common.warnings', { count: warnings })}
      </Typography.Text>
      <List
        size="small"
        dataSource={items}
        renderItem={(d) => (
          <List.Item onClick={() => onPick?.(d)} style={{ cursor: onPick ? 'pointer' : undefined }}>
            <Tag color={d.severity === 'error' ? 'red' : 'orange'}>{d.code}</Tag>{' '}
            <Typography.Text code>{`${d.path}:${d.line}:${d.col}`}</Typography.Text> {d.message}
          </List.Item>
        )}
      />
    </div>
  );
}
