import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Tooltip from '@douyinfe/semi-ui/lib/es/tooltip';
import { useAreaMessages } from '../shared/areaMessages';

/** What the drift check answers for one generated table. */
export type Drift =
  | { kinds: ('added' | 'removed' | 'typeChanged')[]; changes: { column: string; change: string }[] }
  | { error: string };

const zh = {
  changed: '列已变化',
  checking: '检查中…',
  same: '与数据源一致',
  unreadable: '无法读取数据源',
  added: '新增列',
  removed: '已删除列',
  typeChanged: '类型变化',
};
const en = {
  changed: 'Columns changed',
  checking: 'Checking…',
  same: 'Matches the source',
  unreadable: 'Source unreadable',
  added: 'added',
  removed: 'removed',
  typeChanged: 'type changed',
};

/**
 * The drift badge of a generated table (§5.7.1): 列已变化 with the changed columns when the source
 * table changed since import, nothing when it matches, a grey note when the source cannot be read.
 */
export function DriftTag({ drift, pending }: { drift?: Drift; pending: boolean }) {
  const { t } = useAreaMessages('drift', { zh, en });
  if (pending) return <Tag size="small">{t('workbench.drift.checking')}</Tag>;
  if (!drift) return null;
  if ('error' in drift)
    return (
      <Tooltip content={drift.error}>
        <Tag size="small" color="grey" data-drift="error">
          {t('workbench.drift.unreadable')}
        </Tag>
      </Tooltip>
    );
  if (drift.kinds.length === 0) return null;
  const detail = drift.changes.map((c) => `${c.column}: ${t(`workbench.drift.${c.change}`)}`).join(', ');
  return (
    <Tooltip content={detail}>
      <Tag
        size="small"
        color="orange"
        data-drift={drift.kinds.join(' ')}
        aria-label={`${t('workbench.drift.changed')}: ${detail}`}
      >
        {t('workbench.drift.changed')}
      </Tag>
    </Tooltip>
  );
}
