import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Tree from '@douyinfe/semi-ui/lib/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MethodTag } from './MethodTag';
import type { Endpoint } from './types';

/**
 * The groups tree: one node per group (a resource, the session calls, a tag of an import),
 * each endpoint as method badge + path; the search matches method, path, name and group.
 */
export function EndpointTree(props: {
  endpoints?: Endpoint[];
  keyword: string;
  chosen?: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const groups = useMemo(() => {
    const q = props.keyword.trim().toLowerCase();
    const byGroup = new Map<string, Endpoint[]>();
    for (const e of props.endpoints ?? []) {
      if (q && !`${e.method} ${e.path} ${e.name} ${e.group}`.toLowerCase().includes(q)) continue;
      byGroup.set(e.group, [...(byGroup.get(e.group) ?? []), e]);
    }
    return [...byGroup.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [props.endpoints, props.keyword]);
  if (!props.endpoints) return <Spin />;
  const treeData = groups.map(([group, list]) => ({
    key: `group:${group}`,
    value: `group:${group}`,
    label: `${group} (${list.length})`,
    children: list.map((e) => ({
      key: e.id,
      value: e.id,
      isLeaf: true,
      label: (
        <span className="wb-api-node" title={`${e.method} ${e.path} — ${e.name}`}>
          <MethodTag method={e.method} />
          <span className="wb-api-path">{e.path}</span>
          {e.source !== 'derived' && (
            <Tag size="small" color="white">
              {t(`workbench.apiPort.source_${e.source}`)}
            </Tag>
          )}
        </span>
      ),
    })),
  }));
  return (
    <Tree
      className="wb-api-tree"
      aria-label={t('workbench.apiPort.title')}
      treeData={treeData}
      value={props.chosen}
      expandedKeys={groups.map(([g]) => `group:${g}`).filter((key) => !collapsed.has(key))}
      onExpand={(keys) =>
        setCollapsed(new Set(groups.map(([g]) => `group:${g}`).filter((key) => !keys.includes(key))))
      }
      onSelect={(key) => {
        if (!key.startsWith('group:')) props.onChoose(key);
      }}
      emptyContent={t('workbench.common.empty')}
    />
  );
}
