/** One match: where it starts, its text and its groups. */
export interface RegexMatch {
  index: number;
  text: string;
  groups: (string | undefined)[];
}

export type RegexOutcome =
  | { ok: true; matches: RegexMatch[]; capped: boolean }
  | { ok: false; kind: 'pattern' | 'flags' | 'timeout'; message: string; col?: number };

const MAX_MATCHES = 1000;

// Runs in a worker, so a catastrophic pattern ((a+)+$ on a long near-match) cannot freeze the page:
// the page ends the worker when its time is up.
const WORKER = `onmessage = (event) => {
  const { pattern, flags, text, max } = event.data;
  let re;
  try { re = new RegExp(pattern, flags.includes('g') ? flags : flags + 'g'); }
  catch (error) { postMessage({ ok: false, kind: 'pattern', message: String(error.message) }); return; }
  const matches = [];
  let m;
  while (matches.length < max && (m = re.exec(text)) !== null) {
    matches.push({ index: m.index, text: m[0], groups: m.slice(1) });
    if (m[0] === '') re.lastIndex += 1;
  }
  postMessage({ ok: true, matches, capped: matches.length === max });
};`;

/**
 * Tests a pattern on a text in a worker with a time limit (default 1 s). Flags are checked first,
 * the bad one named by its column; a pattern that does not compile says why; one that runs out of
 * time is stopped and reported, never left spinning.
 *
 * @example await runRegex('\\d+', 'g', 'a1b22'); // { ok: true, matches: [{ index: 1, text: '1' }, { index: 3, text: '22' }] }
 */
export function runRegex(
  pattern: string,
  flags: string,
  text: string,
  timeoutMs = 1000,
): Promise<RegexOutcome> {
  const badFlag = [...flags].findIndex((f, i) => !'dgimsuvy'.includes(f) || flags.indexOf(f) !== i);
  if (badFlag >= 0)
    return Promise.resolve({
      ok: false,
      kind: 'flags',
      col: badFlag + 1,
      message: `'${flags[badFlag]}' is not a flag here (d g i m s u v y, each once)`,
    });
  const url = URL.createObjectURL(new Blob([WORKER], { type: 'text/javascript' }));
  const worker = new Worker(url);
  URL.revokeObjectURL(url);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      worker.terminate();
      resolve({
        ok: false,
        kind: 'timeout',
        message: `stopped after ${timeoutMs} ms: the pattern backtracks catastrophically on this text`,
      });
    }, timeoutMs);
    worker.onmessage = (event: MessageEvent<RegexOutcome>) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(event.data);
    };
    worker.postMessage({ pattern, flags, text, max: MAX_MATCHES });
  });
}
