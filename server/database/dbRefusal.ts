import { ApiError, fieldRefusal } from '../http/envelope';
import type { BoundTable } from './boundTable';

/** What `pg` attaches to an error the server sent (SQLSTATE and the object it is about). */
interface PgError {
  code?: string;
  constraint?: string;
  column?: string;
  table?: string;
  detail?: string;
}

/** SQLSTATEs worth trying again: the statement, not the request, was the problem. */
const RETRYABLE = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
  '57014', // query_canceled (the statement timeout)
  '57P01', // admin_shutdown
  '53300', // too_many_connections
]);

/** Messages of a connection that could not be made or was lost (no SQLSTATE). */
const CONNECTION_LOST =
  /timeout|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENOTFOUND|Connection terminated|connect/i;

/** 503 with `data.retryable`: the console offers to try again. */
export function unavailable(source: string): ApiError {
  return new ApiError(503, `数据源 ${source} 暂时无法完成操作，请重试`, { retryable: true });
}

const fieldOf = (bound: BoundTable, column: string | undefined) =>
  bound.table.columns.find((c) => c.name === column)?.field;

/**
 * A database's refusal of a write, as the answer that locates it (the transaction has been rolled
 * back by then): a unique violation is a 409 on its field, a foreign-key violation a 409 naming
 * the other table (on the field when it is this table's reference), not-null and check violations
 * and values the column cannot hold a 400 on the field, a timeout, a serialization failure or a
 * lost connection a 503 the console may retry. Anything else is not the caller's to see: undefined,
 * and the error handler answers 500 and logs it.
 *
 * @example
 * refusalOf(error, bound, 'chinook'); // ApiError 409 { fieldErrors: { email: '邮箱 … 已存在' } }
 */
export function refusalOf(error: unknown, bound: BoundTable, source: string): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const pgError = (error ?? {}) as PgError;
  const code = pgError.code;
  if (code === '23505') {
    const index = bound.table.indexes.find((i) => i.name === pgError.constraint);
    const columns = index?.columns ?? [];
    const field = fieldOf(bound, columns[columns.length - 1]) ?? '$';
    const value = /=\((.*)\) already exists/.exec(pgError.detail ?? '')?.[1];
    return fieldRefusal(
      {
        [field]: `${columns.join(', ') || '该值'}${value === undefined ? '' : ` = ${value}`} 已存在，不能重复`,
      },
      409,
    );
  }
  if (code === '23503') {
    const own = bound.table.foreignKeys.find((fk) => fk.constraint === pgError.constraint);
    if (own && pgError.table === bound.table.name && /is not present in table/.test(pgError.detail ?? '')) {
      const field = fieldOf(bound, own.columns[0]) ?? '$';
      return fieldRefusal({ [field]: `${own.refTable} 中没有这条记录（${own.columns.join(', ')}）` }, 409);
    }
    const other = pgError.table ?? /from table "([^"]+)"/.exec(pgError.detail ?? '')?.[1] ?? '其他表';
    return new ApiError(409, `${bound.table.name} 的记录仍被 ${other} 引用，不能删除；没有删除任何记录`, {
      referencedBy: other,
    });
  }
  if (code === '23502') {
    const field = fieldOf(bound, pgError.column) ?? pgError.column ?? '$';
    return fieldRefusal({ [field]: `${pgError.column ?? field} 不能为空` });
  }
  if (code === '23514') {
    const check = bound.table.checks.find((c) => c.name === pgError.constraint);
    const field = fieldOf(bound, check?.columns[0]) ?? '$';
    return fieldRefusal({ [field]: `不满足约束 ${pgError.constraint ?? ''}`.trim() });
  }
  if (code?.startsWith('22')) {
    // Data exceptions (too long, out of range, bad text for the type) of a value the checks let by.
    const field = fieldOf(bound, pgError.column) ?? '$';
    return fieldRefusal({ [field]: '取值超出该列的范围或格式' });
  }
  if ((code && RETRYABLE.has(code)) || (!code && CONNECTION_LOST.test(String((error as Error)?.message))))
    return unavailable(source);
  return undefined;
}
