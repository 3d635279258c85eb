// Ranks are base-36 strings compared as plain strings: a card placed between two neighbours gets
// a rank between theirs without renumbering anyone (the egg-beehive `tasks/sort` idea).
// A rank never ends in '0', so there is always room between two of them.
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE = DIGITS.length;

/** Past this length a column is renumbered (lazily, on the move that made a rank this long). */
export const MAX_RANK_LENGTH = 12;

function between(a: string, b: string | null): string {
  if (b !== null) {
    let n = 0;
    while ((a[n] ?? '0') === b[n]) n++;
    if (n > 0) return b.slice(0, n) + between(a.slice(n), b.slice(n));
  }
  const low = a ? DIGITS.indexOf(a[0]) : 0;
  const high = b !== null ? DIGITS.indexOf(b[0]) : BASE;
  if (high - low > 1) return DIGITS[Math.round((low + high) / 2)];
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS[low] + between(a.slice(1), null);
}

/**
 * A rank strictly between `before` and `after` (null: the start or the end of the column).
 * Throws when `before` is not below `after` (the caller renumbers first).
 *
 * @example
 * rankBetween(null, null); // 'i'
 * rankBetween('i', 'r'); // 'n'
 */
export function rankBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after)
    throw new Error(`rank ${before} is not below ${after}`);
  return between(before ?? '', after);
}

/**
 * `count` evenly spaced ranks in increasing order, as short as the count allows.
 *
 * @example
 * spreadRanks(3); // ['9', 'i', 'r']
 */
export function spreadRanks(count: number): string[] {
  let width = 1;
  while (BASE ** width < (count + 1) * 4) width++;
  const span = BASE ** width;
  return Array.from({ length: count }, (_, i) =>
    Math.round(((i + 1) * span) / (count + 1))
      .toString(36)
      .padStart(width, '0')
      .replace(/0+$/, ''),
  );
}
