import type { TFunction } from 'i18next';
import { exportRows } from '../../../runtime/export';
import type { Defect } from './types';

const FIELDS = [
  'id',
  'title',
  'severity',
  'priority',
  'status',
  'resolution',
  'assignee',
  'reporter',
  'pageRef',
  'version',
  'createTime',
  'resolvedTime',
] as const;
const TABLES: Record<string, string> = {
  severity: 'severities',
  priority: 'priorities',
  status: 'statuses',
  resolution: 'resolutions',
};

/**
 * The listed defects (the filter applied) as an Excel or CSV file through the runtime's
 * exportRows, with names in the console's language instead of codes.
 *
 * @example await exportDefects(list, 'xlsx', t, 'zh', 'P001');
 */
export function exportDefects(
  defects: Defect[],
  format: 'xlsx' | 'csv',
  t: TFunction,
  language: string,
  projectCode: string,
): Promise<void> {
  const rows = defects.map((defect) =>
    Object.fromEntries(
      FIELDS.map((field) => {
        const value = defect[field];
        const table = TABLES[field];
        if (table && value) return [field, t(`workbench.defect.${table}.${String(value)}`)];
        return [field, value ?? ''];
      }),
    ),
  );
  return exportRows({
    columns: FIELDS.map((field) => ({ field, title: `workbench.defect.${field}` })),
    rows,
    format,
    fileName: `${projectCode}-defects`,
    t: (key: string) => t(key),
    language,
  });
}
