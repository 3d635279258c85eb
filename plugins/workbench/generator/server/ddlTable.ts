import type { ColumnInfo, ForeignKey, TableInfo } from '../../dataSources/model/sourceTypes';

/** A DDL the parser refused, with the place it stopped ("the parser's line and column"). */
export class DdlError extends Error {
  constructor(
    /** The parser's words, without the place (the message starts with `line:col: `). */
    readonly reason: string,
    readonly line: number,
    readonly col: number,
  ) {
    super(`${line}:${col}: ${reason}`);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: node-sql-parser's AST types do not cover the create_definitions read here
type Node = Record<string, any>;
type Ctor = new () => { astify(sql: string, options: { database: string }): unknown };

const nameOf = (ref: Node | undefined): string => {
  const column = ref?.column;
  if (typeof column === 'string') return column;
  return String(column?.expr?.value ?? '');
};

/**
 * Reads `CREATE TABLE …` statements (MySQL or PostgreSQL dialect) with node-sql-parser into the
 * tables a data source would report: columns with type, length, nullability, default, primary and
 * foreign keys, comments.
 *
 * @example
 * ddlTables('CREATE TABLE a (id int PRIMARY KEY, title varchar(64) NOT NULL)')[0].columns[1].length; // 64
 */
export async function ddlTables(
  ddl: string,
  dialect: 'postgresql' | 'mysql' = 'postgresql',
): Promise<TableInfo[]> {
  const mod = (await import('node-sql-parser')) as unknown as { Parser?: Ctor; default: { Parser: Ctor } };
  const parser = new (mod.Parser ?? mod.default.Parser)();
  let ast: Node | Node[];
  try {
    ast = parser.astify(ddl, { database: dialect }) as Node | Node[];
  } catch (error) {
    const start = (error as { location?: { start?: { line: number; column: number } } }).location?.start;
    throw new DdlError(
      String((error as Error).message).split('\n')[0] as string,
      start?.line ?? 1,
      start?.column ?? 1,
    );
  }
  const statements = (Array.isArray(ast) ? ast : [ast]).filter(
    (s) => s.type === 'create' && s.keyword === 'table',
  );
  if (statements.length === 0) throw new DdlError('no CREATE TABLE statement', 1, 1);
  return statements.map((statement) => {
    const columns: ColumnInfo[] = [];
    const primaryKey: string[] = [];
    const foreignKeys: ForeignKey[] = [];
    for (const def of statement.create_definitions as Node[]) {
      if (def.resource === 'column') {
        const name = nameOf(def.column);
        const d = def.definition as Node;
        const isPk = Boolean(def.primary_key);
        if (isPk) primaryKey.push(name);
        const dataType = String(d.dataType).toLowerCase();
        const type =
          d.length !== undefined
            ? `${dataType}(${d.length}${d.scale !== undefined ? `,${d.scale}` : ''})`
            : dataType;
        columns.push({
          name,
          type,
          nullable: !isPk && def.nullable?.type !== 'not null',
          default: def.default_val
            ? String(def.default_val.value?.value ?? def.default_val.value ?? '')
            : null,
          isPk,
          isAutoIncrement: /serial/.test(dataType) || Boolean(def.auto_increment),
          ...(d.length !== undefined ? { length: Number(d.length) } : {}),
          ...(d.scale !== undefined ? { scale: Number(d.scale) } : {}),
          ...(def.comment?.value?.value ? { comment: String(def.comment.value.value) } : {}),
        });
        const ref = def.reference_definition as Node | undefined;
        if (ref)
          foreignKeys.push({
            columns: [name],
            refTable: String(ref.table?.[0]?.table),
            refColumns: (ref.definition as Node[]).map(nameOf),
          });
      } else if (def.resource === 'constraint') {
        const cols = ((def.definition ?? []) as Node[]).map(nameOf);
        if (/primary/i.test(String(def.constraint_type))) primaryKey.push(...cols);
        if (/foreign/i.test(String(def.constraint_type)) && def.reference_definition) {
          const ref = def.reference_definition as Node;
          foreignKeys.push({
            columns: cols,
            refTable: String(ref.table?.[0]?.table),
            refColumns: (ref.definition as Node[]).map(nameOf),
          });
        }
      }
    }
    for (const column of columns)
      if (primaryKey.includes(column.name)) Object.assign(column, { isPk: true, nullable: false });
    return {
      name: String(statement.table?.[0]?.table),
      rowCount: 0,
      columns,
      primaryKey,
      indexes: [],
      foreignKeys,
      sample: [],
    };
  });
}
