import { isOneOf, isRecord } from '../../../runtime/lib';

const KEY = 'jimu-demo-customTable';

/** The configurable columns, in their default order. `title` can never be hidden. */
export const COLUMNS = ['title', 'status', 'author', 'rate', 'pageViews', 'datetime'] as const;
export type ColumnKey = (typeof COLUMNS)[number];
export type Density = 'large' | 'default' | 'small';
/** The table densities, largest first. */
export const DENSITIES: readonly Density[] = ['large', 'default', 'small'];

/** What the visitor configured; kept in localStorage so a reload shows the same table. */
export interface TableLayout {
  order: ColumnKey[];
  hidden: ColumnKey[];
  widths: Partial<Record<ColumnKey, number>>;
  density: Density;
  stripe: boolean;
  bordered: boolean;
}

export const DEFAULT_LAYOUT: TableLayout = {
  order: [...COLUMNS],
  hidden: [],
  widths: {},
  density: 'default',
  stripe: false,
  bordered: false,
};

const isColumn = (value: unknown): value is ColumnKey => isOneOf(COLUMNS, value);

/**
 * The saved layout with anything unreadable replaced by its default: unknown columns dropped,
 * missing ones appended, `title` never hidden.
 *
 * @example normalizeLayout({ order: ['rate'] }).order // ['rate', 'title', 'status', …]
 */
export function normalizeLayout(value: unknown): TableLayout {
  const saved: Partial<Record<keyof TableLayout, unknown>> = isRecord(value) ? value : {};
  const order = Array.isArray(saved.order) ? [...new Set(saved.order.filter(isColumn))] : [];
  const hidden = Array.isArray(saved.hidden)
    ? saved.hidden.filter(isColumn).filter((c) => c !== 'title')
    : [];
  const widths: TableLayout['widths'] = {};
  if (saved.widths && typeof saved.widths === 'object') {
    for (const [key, width] of Object.entries(saved.widths)) {
      if (isColumn(key) && typeof width === 'number' && width >= 40 && width <= 2000) widths[key] = width;
    }
  }
  return {
    order: [...order, ...COLUMNS.filter((c) => !order.includes(c))],
    hidden: [...new Set(hidden)],
    widths,
    density: isOneOf(DENSITIES, saved.density) ? saved.density : 'default',
    stripe: saved.stripe === true,
    bordered: saved.bordered === true,
  };
}

export function readLayout(): TableLayout {
  try {
    return normalizeLayout(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return DEFAULT_LAYOUT;
  }
}

export function saveLayout(layout: TableLayout | undefined): void {
  try {
    if (layout) localStorage.setItem(KEY, JSON.stringify(layout));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the layout lasts until the page closes.
  }
}
