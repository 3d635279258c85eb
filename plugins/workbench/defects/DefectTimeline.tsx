import Timeline from '@douyinfe/semi-ui/lib/es/timeline';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from './types';

/** The defect's history, newest first: status changes with their comment, triage changes, comments. */
export function DefectTimeline({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation();
  if (history.length === 0) return <p className="wb-muted">{t('workbench.defect.noHistory')}</p>;
  const word = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return t('workbench.defect.none');
    const table = { status: 'statuses', severity: 'severities', priority: 'priorities' }[field];
    return table
      ? t(`workbench.defect.${table}.${String(value)}`, { defaultValue: String(value) })
      : String(value);
  };
  return (
    <Timeline data-testid="wb-defect-history">
      {[...history].reverse().map((entry) => (
        <Timeline.Item
          key={`${entry.at}|${entry.by}|${entry.field}|${String(entry.to)}|${entry.comment ?? ''}`}
          time={`${entry.at} · ${entry.by}`}
        >
          {entry.field === 'comment' ? (
            <span className="wb-pre">{entry.comment}</span>
          ) : (
            <>
              <span>
                {t('workbench.defect.changed', {
                  field: t(`workbench.defect.${entry.field === 'taskId' ? 'createTask' : entry.field}`),
                  from: word(entry.field, entry.from),
                  to: word(entry.field, entry.to),
                })}
              </span>
              {entry.comment && <div className="wb-pre">{entry.comment}</div>}
            </>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
