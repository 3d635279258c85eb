import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePluginServices } from '../../../runtime/plugin';
import { useViewActive } from '../../../runtime/routing';
import type { Project } from '../shared/useProject';
import { MaterialCard } from './MaterialCard';
import { MaterialDetail } from './MaterialDetail';
import { MATERIAL_TYPES, type Material } from './types';
import '../shared/workbench.css';
import './material.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';
import { Pagination } from '../../../runtime/ui/pagination';

const PAGE_SIZE = 12;
type ListAnswer = { list: Material[]; total: number; tags: string[] };

/**
 * /material/index: the gallery of materials with type, tag and project filters, search
 * and sort (uses, newest), each card a live thumbnail; a card opens its detail. Filters, page
 * and the open material live in the route's query, so F5 and Back keep or close them.
 */
export default function MaterialIndex() {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<ListAnswer | undefined>();
  const [projects, setProjects] = useState<Project[]>([]);
  const [typed, setTyped] = useState(params.get('keyword') ?? '');
  const query = Object.fromEntries(params);
  const set = (changes: Record<string, string | undefined>, push = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes) && !('open' in changes)) next.delete('page');
    setParams(next, { replace: !push });
  };
  const key = ['keyword', 'type', 'tag', 'sort', 'projectId', 'page']
    .map((k) => params.get(k) ?? '')
    .join('|');
  const load = useCallback(() => {
    const [keyword, type, tag, sort, projectId, page] = key.split('|');
    return http
      .get<ListAnswer>('/workbench/material/getList', {
        keyword,
        type,
        tag,
        sort: sort || 'uses',
        projectId,
        pageNo: page || '1',
        pageSize: PAGE_SIZE,
      })
      .then((next) => setAnswer(next.data));
  }, [http, key]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    void http.get<{ list: Project[] }>('/workbench/project/getList').then((a) => setProjects(a.data.list));
  }, [http]);
  // The search waits for a pause in typing; the query is written back once.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed !== (params.get('keyword') ?? '')) set({ keyword: typed });
    }, 300);
    return () => clearTimeout(timer);
  });
  // The open material may be on another page of the list (a new one, F5 on a shared link).
  const [fetched, setFetched] = useState<Material | undefined>();
  const listed = answer?.list.find((m) => String(m.id) === query.open);
  useEffect(() => {
    if (!query.open || listed || String(fetched?.id) === query.open) return;
    void http.get<Material>('/workbench/material/get', { id: query.open }).then((a) => setFetched(a.data));
  }, [http, query.open, listed, fetched]);
  // A kept-alive gallery left for another screen must not leave its sheet over that screen.
  const showing = useViewActive();
  const open = showing ? (listed ?? (String(fetched?.id) === query.open ? fetched : undefined)) : undefined;
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <div className="wb-material-filters">
          <Input
            aria-label={t('workbench.material.search')}
            placeholder={t('workbench.material.search')}
            showClear
            value={typed}
            onChange={setTyped}
            style={{ width: 240, maxWidth: '100%' }}
          />
          <span id="wb-material-filter-type" className="wb-material-hidden">
            {t('workbench.material.materialType')}
          </span>
          <Select
            aria-labelledby="wb-material-filter-type"
            value={query.type ?? ''}
            onChange={(v) => set({ type: String(v) })}
            style={{ width: 150 }}
            optionList={[
              { value: '', label: t('workbench.material.allTypes') },
              ...MATERIAL_TYPES.map((type) => ({ value: type, label: t(`workbench.material.type.${type}`) })),
            ]}
          />
          <span id="wb-material-filter-tag" className="wb-material-hidden">
            {t('workbench.material.tags')}
          </span>
          <Select
            aria-labelledby="wb-material-filter-tag"
            value={query.tag ?? ''}
            onChange={(v) => set({ tag: String(v) })}
            style={{ width: 140 }}
            optionList={[
              { value: '', label: t('workbench.material.allTags') },
              ...(answer?.tags ?? []).map((tag) => ({ value: tag, label: tag })),
            ]}
          />
          <span id="wb-material-filter-project" className="wb-material-hidden">
            {t('workbench.material.forProject')}
          </span>
          <Select
            aria-labelledby="wb-material-filter-project"
            value={query.projectId ?? ''}
            onChange={(v) => set({ projectId: String(v) })}
            style={{ width: 180 }}
            optionList={[
              { value: '', label: t('workbench.material.anyProject') },
              ...projects.map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` })),
            ]}
          />
          <RadioGroup
            type="button"
            value={query.sort ?? 'uses'}
            onChange={(e) => set({ sort: e.target.value })}
          >
            <Radio value="uses">{t('workbench.material.byUses')}</Radio>
            <Radio value="newest">{t('workbench.material.newest')}</Radio>
          </RadioGroup>
        </div>
        {canWrite && (
          <Button theme="solid" onClick={() => navigate('/material/create')}>
            {t('workbench.material.create')}
          </Button>
        )}
      </div>
      <Spin spinning={answer === undefined}>
        {answer && answer.list.length === 0 ? (
          <Empty description={t('workbench.material.empty')} />
        ) : (
          <div className="wb-material-grid" data-testid="wb-material-grid">
            {(answer?.list ?? []).map((material) => (
              <MaterialCard
                key={material.id}
                material={material}
                onOpen={() => set({ open: String(material.id) }, true)}
              />
            ))}
          </div>
        )}
      </Spin>
      {answer && answer.total > PAGE_SIZE && (
        <Pagination
          total={answer.total}
          pageSize={PAGE_SIZE}
          pageSizes={[PAGE_SIZE]}
          page={Number(query.page ?? 1)}
          onChange={(page) => set({ page: String(page) })}
        />
      )}
      {open && (
        <MaterialDetail
          key={open.id}
          material={open}
          onClose={() => set({ open: undefined })}
          onChanged={() => void load()}
        />
      )}
    </div>
  );
}
