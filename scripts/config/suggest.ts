import { closest, distance } from 'fastest-levenshtein';

/**
 * The candidate closest to a misspelt name, when it is close enough to be a plausible typo
 * (at most a third of the name's length, but 2 edits are always allowed so that a swapped pair
 * of letters is caught, and never more than 3 edits).
 *
 * @example
 * suggest('hiden', ['hidden', 'title']); // 'hidden'
 * suggest('zzz', ['hidden']); // undefined
 */
export function suggest(name: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates].filter((c) => c !== name);
  if (list.length === 0 || name.length === 0) return undefined;
  const best = closest(name, list);
  const limit = Math.min(3, Math.max(2, Math.floor(name.length / 3)));
  if (best.toLowerCase() === name.toLowerCase()) return best;
  return distance(name, best) <= limit ? best : undefined;
}

/**
 * " — did you mean 'x'?" or nothing.
 *
 * @example
 * didYouMean('hiden', ['hidden']); // " — did you mean 'hidden'?"
 */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const best = suggest(name, candidates);
  return best === undefined ? '' : ` — did you mean '${best}'?`;
}
