import { isMap, parseDocument } from 'yaml';

type Json = Record<string, unknown>;
const isPlain = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A YAML file with the values a form changed written into it through the yaml Document API:
 * only the leaves that differ between `before` and `after` are set or removed, so comments, key
 * order, flow style and the `# yaml-language-server` line of everything else stay as they were
 * (the settings form fills in the schema's defaults; writing them would make every save a rewrite).
 *
 * @example
 * writeValues('# x\ntabs:\n  keepAliveMax: 10\n', { tabs: { keepAliveMax: 10 } }, { tabs: { keepAliveMax: 5 } });
 * // '# x\ntabs:\n  keepAliveMax: 5\n'
 */
export function writeValues(text: string, before: Json, after: Json): string {
  const doc = parseDocument(text);
  const walk = (path: string[], was: unknown, now: unknown) => {
    if (isPlain(was) && isPlain(now) && (path.length === 0 || isMap(doc.getIn(path, true)))) {
      for (const key of new Set([...Object.keys(was), ...Object.keys(now)]))
        walk([...path, key], was[key], now[key]);
      return;
    }
    if (same(was, now)) return;
    if (now === undefined) doc.deleteIn(path);
    else doc.setIn(path, now);
  };
  walk([], before, after);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}
