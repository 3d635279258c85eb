// Test support only: never imported by runtime code.
import { testDataProvider } from '../data';
import type { CellContext } from './CellContext';
import { createCellRegistry } from './createCellRegistry';

const strings: Record<string, string> = {
  'option.published': '已发布',
  'option.draft': '草稿',
  'field.title': '标题',
};

/**
 * A cell context for tests: a tiny `t` over a fixed table (unknown keys come back as the key),
 * a provider that rejects anything not overridden, write permission on.
 *
 * @example
 * render(<>{renderCell('switch', true, row, testCellContext({ field: 'switch' }))}</>);
 */
export function testCellContext(overrides: Partial<CellContext> = {}): CellContext {
  return {
    t: (key) => strings[key] ?? key,
    language: 'zh',
    registry: createCellRegistry(),
    provider: testDataProvider(),
    resource: 'table',
    rowKey: 'id',
    canEdit: true,
    onSaved: () => {},
    ...overrides,
  };
}
