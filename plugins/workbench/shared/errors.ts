import { isRecord } from '../../../runtime/lib';

/** What a refused call answered (HttpError.body): its message and its data (field errors, diagnostics, a DDL place). */
export interface Refusal {
  msg?: string;
  data?: Record<string, unknown>;
}

/**
 * The envelope of a refused call, read from the error the http client threw: each part only when
 * it has the envelope's shape, so a screen never shows what the server did not send.
 *
 * @example const { msg } = refusalOf(error); toast('error', msg ?? String(error));
 */
export function refusalOf(error: unknown): Refusal {
  const body = isRecord(error) ? error.body : undefined;
  if (!isRecord(body)) return {};
  return {
    msg: typeof body.msg === 'string' ? body.msg : undefined,
    data: isRecord(body.data) ? body.data : undefined,
  };
}

/** The texts of a record of field messages: what is not a text is left out. */
export function textsOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The field errors a refusal names (`data.fieldErrors`), field → message; none when it names none.
 *
 * @example setErrors(fieldErrorsOf(error)); // { title: '标题不能为空' }
 */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  textsOf(refusalOf(error).data?.fieldErrors);

/**
 * The list a refusal's data holds under `key` (its diagnostics), each item checked: an item of
 * another shape is left out; no list is an empty one.
 *
 * @example const found = refusalListOf(error, 'diagnostics', isDiagnostic);
 */
export function refusalListOf<T>(error: unknown, key: string, isItem: (value: unknown) => value is T): T[] {
  const list = refusalOf(error).data?.[key];
  return Array.isArray(list) ? list.filter(isItem) : [];
}

/**
 * The message of anything thrown: an Error's own, or the thrown value as text.
 *
 * @example toast('error', messageOf(error));
 */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
