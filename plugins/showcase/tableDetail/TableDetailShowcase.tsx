import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { createDataProvider, type DataProvider } from '../../../runtime/data';
import { ConfigPage } from '../../../runtime/pages';
import { createPluginRegistry, useCurrentTab, usePluginServices } from '../../../runtime/plugin';
import { ShowcasePage } from '../shared/ShowcasePage';
import { detailPage } from './detailPage';

const LIST_PATH = '/vab/table/comprehensiveTable';
// Built-in cells only: the detail's fields name no plugin cell.
const registry = createPluginRegistry([]);

/**
 * `/vab/table/detail?id=`: the runtime's DetailPage for one `table` record, one tab
 * per id, renamed to `<title> 详情` by tab key once the record is in (other detail tabs keep their
 * names); a keep-alive input, 返回 (closes this tab, back to the list) and the route as data.
 */
export default function TableDetailShowcase() {
  const { t } = useTranslation();
  const { http, user, tabs, navigate } = usePluginServices();
  const { key, tab, setMeta } = useCurrentTab();
  const location = useLocation();
  const [record, setRecord] = useState<{ title?: string } | null>(null);
  const [note, setNote] = useState('');
  // The runtime reads the record; the demo only listens in, to name its tab after it.
  const provider = useMemo<DataProvider>(() => {
    const inner = createDataProvider('envelope', http);
    return {
      ...inner,
      getOne: <T,>(resource: string, id: string | number) =>
        inner.getOne<T>(resource, id).then((found) => {
          setRecord(found as { title?: string });
          return found;
        }),
    };
  }, [http]);
  useEffect(() => {
    if (record?.title) setMeta({ title: t('showcase.tableDetail.titled', { title: record.title }) });
  }, [record?.title, setMeta, t]);
  const subject = { roles: [...user.roles], permissions: [...user.permissions], admin: user.admin };
  const back = () => {
    tabs.send({ type: 'tabs.close', key });
    navigate(LIST_PATH);
  };
  return (
    <ShowcasePage
      name="tableDetail"
      libraries={['runtime DetailPage']}
      reference="vab pro table/detail.vue · ant-design-pro profile"
      source={() => import('./TableDetailShowcase.tsx?source')}
      config={detailPage}
      actions={
        <Button onClick={back} data-testid="showcase-tableDetail-back">
          {t('showcase.tableDetail.back')}
        </Button>
      }
    >
      <section className="jimu-showcase-card" data-testid="showcase-tableDetail-record">
        <ConfigPage
          name="tableDetail"
          page={detailPage}
          http={http}
          subject={subject}
          registry={registry}
          provider={provider}
        />
      </section>
      <section className="jimu-showcase-card">
        <h3>{t('showcase.tableDetail.keepAlive')}</h3>
        <label htmlFor={`keep-${key}`}>{t('showcase.tableDetail.keepAliveHint')}</label>
        <Input id={`keep-${key}`} value={note} onChange={setNote} data-testid="showcase-tableDetail-keep" />
      </section>
      <details className="jimu-showcase-card">
        <summary>{t('showcase.tableDetail.route')}</summary>
        <pre className="jimu-showcase-code">
          {JSON.stringify(
            {
              path: location.pathname,
              query: Object.fromEntries(new URLSearchParams(location.search)),
              name: tab?.name,
              meta: tab?.meta,
              key,
            },
            null,
            2,
          )}
        </pre>
      </details>
    </ShowcasePage>
  );
}
