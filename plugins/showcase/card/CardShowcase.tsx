import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useState } from 'react';
import { CellTag } from '../../../runtime/cells';
import { LoadFailed, NoData } from '../../../runtime/pages/crud';
import { usePluginServices } from '../../../runtime/plugin';
import { copyText } from '../shared/copyText';
import { ShowcasePage } from '../shared/ShowcasePage';
import { ShowcasePager } from '../shared/ShowcasePager';
import { useShowcaseList } from '../shared/useShowcaseList';
import { Magnifier } from './Magnifier';
import './card.css';
import { useTranslation } from 'react-i18next';

interface Row {
  id: number;
  title: string;
  description: string;
  datetime: string;
  status: 'published' | 'draft' | 'deleted';
  img: string;
}
const STATUSES: readonly (keyof typeof COLORS)[] = ['published', 'draft', 'deleted'];
const COLORS = { published: 'green', draft: 'grey', deleted: 'red' } as const;

/**
 * `/vab/card`: `/table/getList` as a card grid (12 a page), filtered by title and
 * status; each cover has a 2× lens; 详情 opens the record's detail tab, 复制标题 copies the title.
 */
export default function CardShowcase() {
  const { t } = useTranslation();
  const { navigate } = usePluginServices();
  const cards = useShowcaseList<Row>('table', { pageNo: 1, pageSize: 12 });
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState('');
  return (
    <ShowcasePage
      name="card"
      reference="vab pro card/index.vue · ant-design-pro card-list"
      source={() => import('./CardShowcase.tsx?source')}
    >
      <section className="jimu-showcase-card">
        <form
          className="jimu-showcase-tags"
          onSubmit={(event) => {
            event.preventDefault();
            cards.setFilter({ title, status });
          }}
        >
          <Input
            aria-label={t('showcase.card.search')}
            placeholder={t('showcase.card.search')}
            value={title}
            onChange={setTitle}
            style={{ width: 220 }}
          />
          <select
            className="jimu-showcase-select"
            aria-label={t('showcase.card.status')}
            value={status}
            data-testid="showcase-card-status"
            onChange={(event) => {
              setStatus(event.target.value);
              cards.setFilter({ title, status: event.target.value });
            }}
          >
            <option value="">{t('showcase.card.all')}</option>
            {STATUSES.map((name) => (
              <option key={name} value={name}>
                {t(`showcase.card.statuses.${name}`)}
              </option>
            ))}
          </select>
          <Button htmlType="submit" theme="solid" data-testid="showcase-card-query">
            {t('showcase.card.query')}
          </Button>
        </form>
      </section>
      <section className="jimu-showcase-card">
        {cards.status === 'error' ? (
          <LoadFailed error={cards.error} onRetry={cards.reload} />
        ) : cards.status === 'ready' && cards.list.length === 0 ? (
          <NoData />
        ) : (
          <ul className="jimu-showcase-cards">
            {cards.list.map((row) => (
              <li key={row.id} data-testid="showcase-card-item">
                <Magnifier src={row.img} alt={t('showcase.card.cover', { title: row.title })} />
                <div className="jimu-showcase-card-body">
                  <h3 data-testid="showcase-card-title">{row.title}</h3>
                  <p className="jimu-showcase-card-desc">{row.description}</p>
                  <div className="jimu-showcase-card-meta">
                    <span>{row.datetime}</span>
                    <CellTag color={COLORS[row.status]}>{t(`showcase.card.statuses.${row.status}`)}</CellTag>
                  </div>
                  <div className="jimu-showcase-tags">
                    <Button size="small" onClick={() => navigate(`/vab/table/detail?id=${row.id}`)}>
                      {t('showcase.card.detail')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() =>
                        copyText(row.title, t, {
                          copied: 'showcase.card.copied',
                          failed: 'showcase.card.copyFailed',
                        })
                      }
                    >
                      {t('showcase.card.copyTitle')}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ShowcasePager
          page={cards.query.pageNo}
          pageSize={cards.query.pageSize}
          total={cards.total}
          pageSizes={[12, 24, 48]}
          onChange={cards.setPage}
        />
      </section>
    </ShowcasePage>
  );
}
