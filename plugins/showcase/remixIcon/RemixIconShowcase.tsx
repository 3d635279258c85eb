import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import { useState } from 'react';
import { LoadFailed, NoData } from '../../../runtime/pages/crud';
import { copyText } from '../shared/copyText';
import { RemixIcon } from '../shared/RemixIcon';
import { ShowcasePage } from '../shared/ShowcasePage';
import { ShowcasePager } from '../shared/ShowcasePager';
import { useShowcaseList } from '../shared/useShowcaseList';
import { CATEGORIES } from './messages';
import './remixIcon.css';
import { useTranslation } from 'react-i18next';

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
 * `/vab/icon/remixIcon`: the icon library paged from `GET /remixIcon/getList`
 * (72 a page, title search, category and style), drawn from the build's sprite. A card copies
 * `<RemixIcon name="…" />`, its label only the name.
 */
export default function RemixIconShowcase() {
  const { t } = useTranslation();
  const icons = useShowcaseList<IconRecord>('remixIcon', { pageNo: 1, pageSize: 72 });
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [style, setStyle] = useState('');
  const search = (next: Partial<{ title: string; category: string; style: string }> = {}) =>
    icons.setFilter({ title, category, style, ...next });
  const copy = (text: string) =>
    copyText(text, t, { copied: 'showcase.remixIcon.copied', failed: 'showcase.remixIcon.copyFailed' });
  return (
    <ShowcasePage
      name="remixIcon"
      libraries={['remixicon 4.8.0 · SVG sprite']}
      reference="vab pro vab/icon/remixIcon.vue"
      source={() => import('./RemixIconShowcase.tsx?source')}
    >
      <section className="jimu-showcase-card">
        <form
          className="jimu-showcase-icon-filters"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <Input
            aria-label={t('showcase.remixIcon.search')}
            placeholder={t('showcase.remixIcon.search')}
            value={title}
            onChange={setTitle}
            showClear
            style={{ width: 220 }}
            data-testid="showcase-remixIcon-search"
          />
          <select
            className="jimu-showcase-select"
            aria-label={t('showcase.remixIcon.category')}
            value={category}
            data-testid="showcase-remixIcon-category"
            onChange={(event) => {
              setCategory(event.target.value);
              search({ category: event.target.value });
            }}
          >
            <option value="">{t('showcase.remixIcon.allCategories')}</option>
            {CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {t(`showcase.remixIcon.categories.${name}`)}
              </option>
            ))}
          </select>
          <RadioGroup
            type="button"
            aria-label={t('showcase.remixIcon.style')}
            value={style}
            onChange={(event) => {
              setStyle(event.target.value);
              search({ style: event.target.value });
            }}
          >
            <Radio value="">{t('showcase.remixIcon.all')}</Radio>
            <Radio value="line">{t('showcase.remixIcon.line')}</Radio>
            <Radio value="fill">{t('showcase.remixIcon.fill')}</Radio>
          </RadioGroup>
          <Button htmlType="submit" theme="solid" data-testid="showcase-remixIcon-query">
            {t('showcase.remixIcon.query')}
          </Button>
        </form>
      </section>
      <section className="jimu-showcase-card" aria-busy={icons.status === 'loading'}>
        {icons.status === 'error' ? (
          <LoadFailed error={icons.error} onRetry={icons.reload} />
        ) : icons.status === 'ready' && icons.list.length === 0 ? (
          <NoData />
        ) : (
          <ul className="jimu-showcase-icon-grid" data-testid="showcase-remixIcon-grid">
            {icons.list.map((icon) => (
              <li key={icon.id} className="jimu-showcase-icon-card" data-testid="showcase-remixIcon-card">
                <button
                  type="button"
                  className="jimu-showcase-icon-glyph"
                  aria-label={t('showcase.remixIcon.copyCode', { name: icon.title })}
                  onClick={() => copy(`<RemixIcon name="${icon.title}" />`)}
                >
                  <RemixIcon name={icon.title} size={28} />
                </button>
                <button
                  type="button"
                  className="jimu-showcase-icon-label"
                  aria-label={t('showcase.remixIcon.copyName', { name: icon.title })}
                  data-testid="showcase-remixIcon-label"
                  onClick={() => copy(icon.title)}
                >
                  {icon.title}
                </button>
              </li>
            ))}
          </ul>
        )}
        <ShowcasePager
          page={icons.query.pageNo}
          pageSize={icons.query.pageSize}
          total={icons.total}
          pageSizes={SIZES}
          onChange={icons.setPage}
        />
      </section>
    </ShowcasePage>
  );
}
