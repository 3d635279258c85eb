import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { createDataProvider, type DataProvider } from '../../../runtime/data';
import { ConfigPage } from '../../../runtime/pages';
import { createPluginRegistry, useCurrentTab, usePluginServices } from '../../../runtime/plugin';
import { DemoPage } from '../shared/DemoPage';
import { useDemoMessages } from '../shared/demoMessages';
import { detailPage } from './detailPage';
import { messages } from './messages';

const LIST_PATH = '/vab/table/comprehensiveTable';
// Built-in cells only: the detail's fields name no plugin cell.
const registry = createPluginRegistry([]);

/**
 * `/vab/table/detail?id=` (SHOWCASE §4): the runtime's DetailPage for one `table` record, one tab
 * per id, renamed to `<title> 详情` by tab key once the record is in (other detail tabs keep their
 * names); a keep-alive input, 返回 (closes this tab, back to the list) and the route as data.
 */
export default function TableDetailDemo() {
  const { t } = useDemoMessages(messages);
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
    if (record?.title) setMeta({ title: t('demo.tableDetail.titled', { title: record.title }) });
  }, [record?.title, setMeta, t]);
  const subject = { roles: [...user.roles], permissions: [...user.permissions], admin: user.admin };
  const back = () => {
    tabs.send({ type: 'tabs.close', key });
    navigate(LIST_PATH);
  };
  return (
    <DemoPage
      name="tableDetail"
      libraries={['runtime DetailPage']}
      reference="vab pro table/detail.vue · ant-design-pro profile"
      source={() => import('./TableDetailDemo.tsx?source')}
      config={detailPage}
      actions={
        <Button onClick={back} data-testid="demo-tableDetail-back">
          {t('demo.tableDetail.back')}
        </Button>
      }
    >
      <section className="jimu-demo-card" data-testid="demo-tableDetail-record">
        <ConfigPage
          name="tableDetail"
          page={detailPage}
          http={http}
          subject={subject}
          registry={registry}
          provider={provider}
        />
      </section>
      <section className="jimu-demo-card">
        <h3>{t('demo.tableDetail.keepAlive')}</h3>
        <label htmlFor={`keep-${key}`}>{t('demo.tableDetail.keepAliveHint')}</label>
        <Input id={`keep-${key}`} value={note} onChange={setNote} data-testid="demo-tableDetail-keep" />
      </section>
      <details className="jimu-demo-card">
        <summary>{t('demo.tableDetail.route')}</summary>
        <pre className="jimu-demo-code">
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
    </DemoPage>
  );
}
