import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useState } from 'react';
import { CellTag } from '../../../runtime/cells';
import { LoadFailed, NoData } from '../../../runtime/pages/crud';
import { usePluginServices } from '../../../runtime/plugin';
import { copyText } from '../shared/copyText';
import { DemoPage } from '../shared/DemoPage';
import { DemoPager } from '../shared/DemoPager';
import { useDemoMessages } from '../shared/demoMessages';
import { useDemoList } from '../shared/useDemoList';
import { Magnifier } from './Magnifier';
import { messages } from './messages';
import './card.css';

interface Row {
  id: number;
  title: string;
  description: string;
  datetime: string;
  status: 'published' | 'draft' | 'deleted';
  img: string;
}
const STATUSES = ['published', 'draft', 'deleted'] as const;
const COLORS = { published: 'green', draft: 'grey', deleted: 'red' } as const;

/**
 * `/vab/card` (SHOWCASE §7): `/table/getList` as a card grid (12 a page), filtered by title and
 * status; each cover has a 2× lens; 详情 opens the record's detail tab, 复制标题 copies the title.
 */
export default function CardDemo() {
  const { t } = useDemoMessages(messages);
  const { navigate } = usePluginServices();
  const cards = useDemoList<Row>('table', { pageNo: 1, pageSize: 12 });
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState('');
  return (
    <DemoPage
      name="card"
      reference="vab pro card/index.vue · ant-design-pro card-list"
      source={() => import('./CardDemo.tsx?source')}
    >
      <section className="jimu-demo-card">
        <form
          className="jimu-demo-tags"
          onSubmit={(event) => {
            event.preventDefault();
            cards.setFilter({ title, status });
          }}
        >
          <Input
            aria-label={t('demo.card.search')}
            placeholder={t('demo.card.search')}
            value={title}
            onChange={setTitle}
            style={{ width: 220 }}
          />
          <select
            className="jimu-demo-select"
            aria-label={t('demo.card.status')}
            value={status}
            data-testid="demo-card-status"
            onChange={(event) => {
              setStatus(event.target.value);
              cards.setFilter({ title, status: event.target.value });
            }}
          >
            <option value="">{t('demo.card.all')}</option>
            {STATUSES.map((name) => (
              <option key={name} value={name}>
                {t(`demo.card.statuses.${name}`)}
              </option>
            ))}
          </select>
          <Button htmlType="submit" theme="solid" data-testid="demo-card-query">
            {t('demo.card.query')}
          </Button>
        </form>
      </section>
      <section className="jimu-demo-card">
        {cards.status === 'error' ? (
          <LoadFailed error={cards.error} onRetry={cards.reload} />
        ) : cards.status === 'ready' && cards.list.length === 0 ? (
          <NoData />
        ) : (
          <ul className="jimu-demo-cards">
            {cards.list.map((row) => (
              <li key={row.id} data-testid="demo-card-item">
                <Magnifier src={row.img} alt={t('demo.card.cover', { title: row.title })} />
                <div className="jimu-demo-card-body">
                  <h3 data-testid="demo-card-title">{row.title}</h3>
                  <p className="jimu-demo-card-desc">{row.description}</p>
                  <div className="jimu-demo-card-meta">
                    <span>{row.datetime}</span>
                    <CellTag color={COLORS[row.status]}>{t(`demo.card.statuses.${row.status}`)}</CellTag>
                  </div>
                  <div className="jimu-demo-tags">
                    <Button size="small" onClick={() => navigate(`/vab/table/detail?id=${row.id}`)}>
                      {t('demo.card.detail')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() =>
                        copyText(row.title, t, { copied: 'demo.card.copied', failed: 'demo.card.copyFailed' })
                      }
                    >
                      {t('demo.card.copyTitle')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <DemoPager
          page={cards.query.pageNo}
          pageSize={cards.query.pageSize}
          total={cards.total}
          pageSizes={[12, 24, 48]}
          onChange={cards.setPage}
        />
      </section>
    </DemoPage>
  );
}
