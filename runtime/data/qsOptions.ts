import type { IParseOptions, IStringifyOptions } from 'qs';

/**
 * Limits for parsing query strings: nesting depth 5, arrays up to 20 items (a larger
 * index becomes an object key instead of allocating a huge array), at most 1000 parameters.
 * Shared with anything else that parses query strings, so client and server agree.
 *
 * @example
 * qs.parse('a[b][c]=1&list[0]=x', qsOptions); // { a: { b: { c: '1' } }, list: ['x'] }
 */
export const qsOptions: IParseOptions = { depth: 5, arrayLimit: 20, parameterLimit: 1000 };

/**
 * How query strings and form bodies are written: bracket indices (`list[0]=x`), which `qs.parse`
 * with `qsOptions` (and json-server's Express parser) read back to the same value; keys stay
 * readable, values are encoded; `null`/`undefined` parameters are left out.
 *
 * @example
 * qs.stringify({ pageNo: 1, title: '积木' }, qsStringifyOptions); // 'pageNo=1&title=%E7%A7%AF%E6%9C%A8'
 */
export const qsStringifyOptions: IStringifyOptions = { encodeValuesOnly: true, skipNulls: true };
