/**
 * A small deterministic random source (mulberry32) so that `mock-db.json` comes out byte for byte
 * the same on every run of the seed generator: diffs of the seed show real changes only.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bool(chanceOfTrue?: number): boolean;
  /** 32 hex digits shaped as a v4 UUID. */
  uuid(): string;
  /** 'YYYY-MM-DD HH:mm:ss' between the two dates (UTC, so the output is the same everywhere). */
  datetime(from: Date, to: Date): string;
  /** Lowercase hex of `bytes` random bytes. */
  hex(bytes: number): string;
}

/** Formats a date as 'YYYY-MM-DD HH:mm:ss' in UTC. */
export function formatDatetime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Creates a generator from a fixed seed.
 *
 * @example
 * const random = createSeededRandom(20240101);
 * random.int(300, 5000); // the same number on every run
 */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (bytes: number) =>
    Array.from({ length: bytes }, () => int(0, 255).toString(16).padStart(2, '0')).join('');
  return {
    next,
    int,
    hex,
    pick: (items) => items[Math.floor(next() * items.length)],
    bool: (chanceOfTrue = 0.5) => next() < chanceOfTrue,
    uuid: () => {
      const h = hex(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
    },
    datetime: (from, to) =>
      formatDatetime(new Date(from.getTime() + Math.floor(next() * (to.getTime() - from.getTime())))),
  };
}
