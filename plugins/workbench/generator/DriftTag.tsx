import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Tooltip from '@douyinfe/semi-ui/lib/es/tooltip';
import { useTranslation } from 'react-i18next';
import { Trigger } from '../../../runtime/ui/controls';

/** What the drift check answers for one generated table. */
export type Drift =
  | { kinds: ('added' | 'removed' | 'typeChanged')[]; changes: { column: string; change: string }[] }
  | { error: string };

/**
 * The drift badge of a generated table: 列已变化 with the changed columns when the source
 * table changed since import, nothing when it matches, a grey note when the source cannot be read.
 */
export function DriftTag({ drift, pending }: { drift?: Drift; pending: boolean }) {
  const { t } = useTranslation();
  if (pending) return <Tag size="small">{t('workbench.drift.checking')}</Tag>;
  if (!drift) return null;
  if ('error' in drift)
    return (
      <Tooltip content={drift.error}>
        <Trigger>
          <Tag size="small" color="grey" data-drift="error">
            {t('workbench.drift.unreadable')}
          </Tag>
        </Trigger>
      </Tooltip>
    );
  if (drift.kinds.length === 0) return null;
  const detail = drift.changes.map((c) => `${c.column}: ${t(`workbench.drift.${c.change}`)}`).join(', ');
  return (
    <Tooltip content={detail}>
      <Trigger>
        <Tag
          size="small"
          color="orange"
          data-drift={drift.kinds.join(' ')}
          aria-label={`${t('workbench.drift.changed')}: ${detail}`}
        >
          {t('workbench.drift.changed')}
        </Tag>
      </Trigger>
    </Tooltip>
  );
}
