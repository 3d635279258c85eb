import SemiTable, { type Data, type TableProps } from '@douyinfe/semi-ui/lib/es/table';
import { useRef } from 'react';
import { useScrollReach } from '../../lib/useScrollReach';
import './semiTable.css';

/**
 * Semi's Table, for the screens that draw theirs with Semi (DataTable is the runtime's own): every
 * screen uses this one, never Semi's. Its scrolling body stays within a keyboard's reach: a table
 * that scrolls with nothing in it to focus — empty, or of plain text, on a phone — takes focus
 * itself (useScrollReach).
 *
 * @example <Table<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} />
 */
export function Table<Row extends Data = Data>(props: TableProps<Row>) {
  const host = useRef<HTMLSpanElement>(null);
  useScrollReach(host, '.semi-table-body');
  return (
    <span ref={host} className="jimu-semi-table">
      <SemiTable<Row> {...props} />
    </span>
  );
}
