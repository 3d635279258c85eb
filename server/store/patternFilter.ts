import { ApiError } from '../http/envelope';

/** Longest `_like` pattern accepted. */
export const MAX_PATTERN_LENGTH = 200;

const QUANTIFIERS_AND_GROUPS = new Set(['*', '+', '?', '(', ')', '[', ']', '{', '}', '|']);
const escapeChar = (char: string) => char.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/**
 * A `<field>_like` value made safe for json-server, which builds `new RegExp(value, 'i')` from it:
 * literal text, escaped characters (what the runtime's REST provider sends), `.` for any one
 * character and `^`/`$` anchors are kept; quantifiers, groups, classes and alternation are refused
 * with 400, so no pattern can backtrack (a linear match whatever the input) and none is invalid.
 *
 * @example
 * safeLikePattern('a\\.b'); // 'a\\.b'
 * safeLikePattern('^(.|.)*Ω$'); // throws ApiError 400
 */
export function safeLikePattern(key: string, value: string): string {
  if (value.length > MAX_PATTERN_LENGTH) {
    throw new ApiError(400, `参数 ${key} 超过 ${MAX_PATTERN_LENGTH} 个字符`);
  }
  const chars = [...value];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    if (char === '\\') {
      const next = chars[++i];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) {
        throw new ApiError(400, `参数 ${key} 只接受文字、转义字符、. 和 ^ $（不支持正则表达式）`);
      }
      out += escapeChar(next);
    } else if ((char === '^' && i === 0) || (char === '$' && i === chars.length - 1) || char === '.') {
      out += char;
    } else if (QUANTIFIERS_AND_GROUPS.has(char) || char === '^' || char === '$') {
      throw new ApiError(400, `参数 ${key} 只接受文字、转义字符、. 和 ^ $（不支持正则表达式）`);
    } else out += escapeChar(char);
  }
  return out;
}
