import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSizeSelect } from './PageSizeSelect';
import { pageCount, pageItems } from './pageItems';
import './pagination.css';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** A new page, or page 1 with a new size. */
  onChange(page: number, pageSize: number): void;
  /** Sizes the size menu offers (the current size is added when it is not among them). */
  pageSizes?: readonly number[];
  className?: string;
}

const SIZES = [10, 20, 50, 100];

/**
 * A pager: the total, previous/next and page buttons (gaps for long runs, the current page marked
 * `aria-current="page"`), a page-size menu (PageSizeSelect) and a go-to-page field. Texts from `jimu.crud.*`
 * (zh and en); Semi's colour variables; no Semi Pagination, Select or InputNumber.
 *
 * @example <Pagination page={2} pageSize={20} total={500} onChange={(page, size) => go(page, size)} />
 */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizes = SIZES,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const [jump, setJump] = useState('');
  const pages = pageCount(total, pageSize);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const go = (next: number) => {
    const target = Math.min(Math.max(1, next), pages);
    if (target !== page) onChange(target, pageSize);
  };
  // The field jumps on Enter or when it loses focus, then empties (what Semi's quick jumper does).
  const commit = () => {
    const target = Number.parseInt(jump, 10);
    if (Number.isFinite(target)) go(target);
    setJump('');
  };
  return (
    <nav
      className={`jimu-pagination${className ? ` ${className}` : ''}`}
      aria-label={t('jimu.crud.pagination')}
    >
      <span className="jimu-pagination-total">{t('jimu.crud.total', { total })}</span>
      <ul className="jimu-pagination-list">
        <li>
          <button
            type="button"
            className="jimu-pagination-item jimu-pagination-prev"
            disabled={page <= 1}
            aria-label={t('jimu.crud.prevPage')}
            onClick={() => go(page - 1)}
          />
        </li>
        {pageItems(page, pages).map((item, index) =>
          item === '…' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a pager has at most two gaps, told apart by place
            <li key={`gap-${index}`} className="jimu-pagination-gap" aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="jimu-pagination-item"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('jimu.crud.pageN', { page: item })}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="jimu-pagination-item jimu-pagination-next"
            disabled={page >= pages}
            aria-label={t('jimu.crud.nextPage')}
            onClick={() => go(page + 1)}
          />
        </li>
      </ul>
      <PageSizeSelect
        value={pageSize}
        sizes={sizes}
        label={t('jimu.crud.pageSizeLabel')}
        format={(size) => t('jimu.crud.pageSize', { size })}
        onChange={(size) => onChange(1, size)}
      />
      <label className="jimu-pagination-jump">
        {t('jimu.crud.jumpTo')}
        <input
          type="number"
          min={1}
          max={pages}
          value={jump}
          onChange={(event) => setJump(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
          onBlur={commit}
        />
      </label>
    </nav>
  );
}
