import type { BoardColumn } from './types';

/** The empty board a template starts: its columns in order with their WIP limits and starter cards. */
export function TemplatePreview(props: {
  columns: (Omit<BoardColumn, 'key'> & { key?: string })[];
  starters?: { title: string; column: string }[];
}) {
  return (
    <div className="wb-tpl-preview" data-testid="wb-tpl-preview">
      {props.columns.map((column, index) => (
        <div key={column.key ?? index} className="wb-tpl-preview-col">
          <div className="wb-board-colour">
            <span className={`wb-board-dot wb-board-dot-${column.color ?? 'grey'}`} aria-hidden />
            <strong>{column.name}</strong>
          </div>
          {column.wipLimit ? <div>WIP {column.wipLimit}</div> : null}
          {(props.starters ?? [])
            .filter((s) => column.key && s.column === column.key)
            .map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: starter cards have no id
              <div key={i}>· {s.title}</div>
            ))}
        </div>
      ))}
    </div>
  );
}
