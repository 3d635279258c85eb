/** One hand-made part of runtime/ui, as a row of the catalogue's table. */
export interface Part {
  [field: string]: unknown;
  id: number;
  name: string;
  folder: string;
  kb: number;
  role: 'button' | 'badge' | 'menu' | 'popover' | 'table' | 'treegrid' | 'pager' | 'select';
}

/** The parts themselves (their source sizes, rounded), so the catalogue's table describes what it shows. */
export const PARTS: Part[] = [
  { id: 1, name: 'IconButton', folder: 'runtime/ui/controls', kb: 3.2, role: 'button' },
  { id: 2, name: 'Badge', folder: 'runtime/ui/controls', kb: 1.1, role: 'badge' },
  { id: 3, name: 'MenuButton', folder: 'runtime/ui/controls', kb: 3.6, role: 'menu' },
  { id: 4, name: 'usePopup', folder: 'runtime/ui/controls', kb: 3.4, role: 'popover' },
  { id: 5, name: 'DataTable', folder: 'runtime/ui/table', kb: 7.4, role: 'table' },
  { id: 6, name: 'TableBody', folder: 'runtime/ui/table', kb: 2.3, role: 'treegrid' },
  { id: 7, name: 'Pagination', folder: 'runtime/ui/pagination', kb: 4.5, role: 'pager' },
  { id: 8, name: 'PageSizeSelect', folder: 'runtime/ui/pagination', kb: 4.1, role: 'select' },
];

/** A folder tree for the tree table: parents open at first, each with an expand button. */
export const TREE = [
  {
    id: 'runtime',
    name: 'runtime',
    files: 312,
    children: [
      {
        id: 'ui',
        name: 'ui',
        files: 24,
        children: [
          { id: 'controls', name: 'controls', files: 10 },
          { id: 'table', name: 'table', files: 14 },
          { id: 'pagination', name: 'pagination', files: 5 },
        ],
      },
      { id: 'shell', name: 'shell', files: 70 },
    ],
  },
  { id: 'plugins', name: 'plugins', files: 540, children: [{ id: 'example', name: 'example', files: 12 }] },
];
