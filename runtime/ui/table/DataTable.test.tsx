// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementOf, elementsOf } from '../../lib/testElements';
import { Pagination } from '../pagination/Pagination';
import { DataTable, type DataTableProps } from './DataTable';

afterEach(cleanup);

const columns: DataTableProps['columns'] = [
  { key: 'name', dataIndex: 'name', title: 'Name', width: 160 },
  { key: 'id', dataIndex: 'id', title: 'Id', width: 80, sortable: true, sortOrder: 'asc' },
];
const rows = [
  { id: 1, name: 'root', children: [{ id: 2, name: 'child' }] },
  { id: 3, name: 'leaf' },
];
const table = (props: Partial<DataTableProps> = {}) =>
  render(
    <DataTable
      columns={columns}
      rows={rows}
      rowKey="id"
      loading={false}
      height={400}
      rowHeight={54}
      onSort={() => {}}
      empty={<span>nothing</span>}
      {...props}
    />,
  );
/** The name column of each line (the first data column: after the checkbox when rows are selectable). */
const lines = () =>
  [...document.querySelectorAll('tbody tr.jimu-table-row')].map(
    (tr) => [...tr.querySelectorAll('td')].find((td) => !td.querySelector('input'))?.textContent,
  );

describe('DataTable', () => {
  it('sorts by a header button that moves asc → desc and marks aria-sort', () => {
    const onSort = vi.fn();
    table({ onSort });
    const header = screen.getByRole('columnheader', { name: 'Id' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('id', 'desc');
  });

  it('#12.8 opens a tree fully, then collapses and expands a parent by its button; a tree is a treegrid', () => {
    table({ tree: true });
    expect(lines()).toEqual(['root', 'child', 'leaf']);
    const grid = screen.getByRole('treegrid');
    expect(
      within(grid)
        .getAllByRole('row')
        .map((row) => row.getAttribute('aria-level')),
    ).toEqual([null, '1', '2', '1']);
    const toggle = screen.getByRole('button', { expanded: true });
    fireEvent.click(toggle);
    expect(lines()).toEqual(['root', 'leaf']);
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    expect(lines()).toEqual(['root', 'child', 'leaf']);
  });

  it('selects rows by native checkboxes; the header one selects the page and shows some as indeterminate', () => {
    const onSelectionChange = vi.fn();
    const view = table({ selectedKeys: [3], onSelectionChange });
    const [all, first] = elementsOf(screen.getAllByRole('checkbox'), HTMLInputElement);
    expect(all.indeterminate).toBe(true);
    fireEvent.click(first);
    expect(onSelectionChange).toHaveBeenLastCalledWith([3, 1], [rows[1], rows[0]]);
    fireEvent.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([3, 1], [rows[1], rows[0]]);
    view.rerender(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey="id"
        loading
        height={400}
        rowHeight={54}
        onSort={() => {}}
        empty={null}
        selectedKeys={[1, 3]}
        onSelectionChange={onSelectionChange}
      />,
    );
    expect(elementOf(screen.getAllByRole('checkbox')[0], HTMLInputElement).checked).toBe(true);
    // loading keeps the rows and lays a status over them
    expect(lines()).toEqual(['root', 'leaf']);
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows the empty node without rows, and nothing under the spinner while the first rows load', () => {
    table({ rows: [] });
    expect(screen.getByText('nothing')).toBeTruthy();
    cleanup();
    table({ rows: [], loading: true });
    expect(screen.queryByText('nothing')).toBeNull();
  });
});

describe('Pagination', () => {
  it('marks the current page, moves by page buttons, prev/next, size menu and the go-to field', () => {
    const onChange = vi.fn();
    render(<Pagination page={5} pageSize={20} total={500} onChange={onChange} />);
    const current = document.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('5');
    expect(document.querySelector('.jimu-pagination')?.textContent).toContain('…');
    fireEvent.click(screen.getByText('6'));
    expect(onChange).toHaveBeenLastCalledWith(6, 20);
    fireEvent.click(elementOf(document.querySelector('.jimu-pagination-prev'), HTMLElement));
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.click(screen.getAllByRole('option')[2]); // 10, 20, 50, 100
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    const jump = screen.getByRole('spinbutton');
    fireEvent.change(jump, { target: { value: '99' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(25, 20);
  });
});
