import type { ComponentType } from 'react';
import type { PageCellOptions } from '../../schemas/types.gen';
import type { DataProvider } from '../data';
import type { Registry } from '../lib/createRegistry';

/** Every renderer a page can name: the built-ins merged with the enabled plugins' cells. */
export type CellRegistry = Registry<CellRenderer>;

/**
 * What a cell may use besides its value: translation, the page's data provider and permission.
 * The page builds one per list (and per column, with `field`).
 */
export interface CellContext {
  /** i18next's `t`; labels in cell options are i18n keys. */
  t: (key: string, options?: Record<string, unknown>) => string;
  language: string;
  registry: CellRegistry;
  provider: DataProvider;
  resource: string;
  /** Field that identifies a record: editable cells save through `provider.update(resource, row[rowKey])`. */
  rowKey: string;
  /** Whether the user may change records here (write permission); editable cells are disabled without it. */
  canEdit: boolean;
  /** Called after a cell saved a change, so the page can reload or mark the row. */
  onSaved(): void;
  /** The column's field (`renderColumnCell` fills it): what an editable cell saves. Without it, a switch is read-only. */
  field?: string;
}

/** What a cell renderer receives. `options` always has `type`; a plugin's own options are in `options.options`. */
export interface CellProps {
  value: unknown;
  row: Record<string, unknown>;
  options: PageCellOptions;
  context: CellContext;
}

/**
 * A cell renderer: a React component. Built-ins and plugin cells share this contract; a plugin's
 * is referenced as `cell: <plugin>/<name>`. Render values as text (React escapes it) — never as HTML.
 *
 * @example
 * const HeatCell: CellRenderer = ({ value }) => <Tag>{String(value)}</Tag>;
 */
export type CellRenderer = ComponentType<CellProps>;
