import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import { useState } from 'react';
import { LoadFailed, NoData } from '../../../runtime/pages/crud';
import { copyText } from '../shared/copyText';
import { DemoPage } from '../shared/DemoPage';
import { DemoPager } from '../shared/DemoPager';
import { useDemoMessages } from '../shared/demoMessages';
import { RemixIcon } from '../shared/RemixIcon';
import { useDemoList } from '../shared/useDemoList';
import { CATEGORIES, messages } from './messages';
import './remixIcon.css';

/** A record of the mock's remixIcon resource. */
export interface IconRecord {
  id: number;
  title: string;
  name: string;
  style: 'line' | 'fill';
  category: string;
}

const SIZES = [72, 144, 216, 288];

/**
 * `/vab/icon/remixIcon` (SHOWCASE §1): the icon library paged from `GET /remixIcon/getList`
 * (72 a page, title search, category and style), drawn from the build's sprite. A card copies
 * `<RemixIcon name="…" />`, its label only the name.
 */
export default function RemixIconDemo() {
  const { t } = useDemoMessages(messages);
  const icons = useDemoList<IconRecord>('remixIcon', { pageNo: 1, pageSize: 72 });
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [style, setStyle] = useState('');
  const search = (next: Partial<{ title: string; category: string; style: string }> = {}) =>
    icons.setFilter({ title, category, style, ...next });
  const copy = (text: string) =>
    copyText(text, t, { copied: 'demo.remixIcon.copied', failed: 'demo.remixIcon.copyFailed' });
  return (
    <DemoPage
      name="remixIcon"
      libraries={['remixicon 4.8.0 · SVG sprite']}
      reference="vab pro vab/icon/remixIcon.vue"
      source={() => import('./RemixIconDemo.tsx?source')}
    >
      <section className="jimu-demo-card">
        <form
          className="jimu-demo-icon-filters"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <Input
            aria-label={t('demo.remixIcon.search')}
            placeholder={t('demo.remixIcon.search')}
            value={title}
            onChange={setTitle}
            showClear
            style={{ width: 220 }}
            data-testid="demo-remixIcon-search"
          />
          <select
            className="jimu-demo-select"
            aria-label={t('demo.remixIcon.category')}
            value={category}
            data-testid="demo-remixIcon-category"
            onChange={(event) => {
              setCategory(event.target.value);
              search({ category: event.target.value });
            }}
          >
            <option value="">{t('demo.remixIcon.allCategories')}</option>
            {CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {t(`demo.remixIcon.categories.${name}`)}
              </option>
            ))}
          </select>
          <RadioGroup
            type="button"
            aria-label={t('demo.remixIcon.style')}
            value={style}
            onChange={(event) => {
              setStyle(event.target.value);
              search({ style: event.target.value });
            }}
          >
            <Radio value="">{t('demo.remixIcon.all')}</Radio>
            <Radio value="line">{t('demo.remixIcon.line')}</Radio>
            <Radio value="fill">{t('demo.remixIcon.fill')}</Radio>
          </RadioGroup>
          <Button htmlType="submit" theme="solid" data-testid="demo-remixIcon-query">
            {t('demo.remixIcon.query')}
          </Button>
        </form>
      </section>
      <section className="jimu-demo-card" aria-busy={icons.status === 'loading'}>
        {icons.status === 'error' ? (
          <LoadFailed error={icons.error} onRetry={icons.reload} />
        ) : icons.status === 'ready' && icons.list.length === 0 ? (
          <NoData />
        ) : (
          <ul className="jimu-demo-icon-grid" data-testid="demo-remixIcon-grid">
            {icons.list.map((icon) => (
              <li key={icon.id} className="jimu-demo-icon-card" data-testid="demo-remixIcon-card">
                <button
                  type="button"
                  className="jimu-demo-icon-glyph"
                  aria-label={t('demo.remixIcon.copyCode', { name: icon.title })}
                  onClick={() => copy(`<RemixIcon name="${icon.title}" />`)}
                >
                  <RemixIcon name={icon.title} size={28} />
                </button>
                <button
                  type="button"
                  className="jimu-demo-icon-label"
                  aria-label={t('demo.remixIcon.copyName', { name: icon.title })}
                  data-testid="demo-remixIcon-label"
                  onClick={() => copy(icon.title)}
                >
                  {icon.title}
                </button>
              </li>
            ))}
          </ul>
        )}
        <DemoPager
          page={icons.query.pageNo}
          pageSize={icons.query.pageSize}
          total={icons.total}
          pageSizes={SIZES}
          onChange={icons.setPage}
        />
      </section>
    </DemoPage>
  );
}
