import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  type Pair,
  parseDocument,
  type YAMLMap,
} from 'yaml';
import type { Diagnostic, Position } from './diagnostic';
import type { PathSegment } from './jsonPointer';

/** Where a path points: the key that names it (for unknown or misspelt keys) or its value (type errors). */
export type LocateTarget = 'key' | 'value';

/** The tags of YAML's JSON-compatible core schema; any other tag is refused (`yaml-tag`). */
const JSON_TAGS = new Set(
  ['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((name) => `tag:yaml.org,2002:${name}`),
);

const yamlCodes: Record<string, string> = {
  DUPLICATE_KEY: 'duplicate-key',
  TAB_AS_INDENT: 'yaml-tab',
};

/**
 * One parsed config file that still knows where every key and value came from, so that any path
 * reported by the schema or the cross checks maps back to line:col. Positions are computed only when
 * asked for (that is, only for errors), which keeps a valid 10,000-route config fast.
 *
 * JSON files are parsed as YAML documents (YAML is a superset of JSON) to get the same positions;
 * JSON.parse runs first so that what strict JSON rejects (trailing commas, comments) is still an error.
 *
 * @example
 * const doc = SourceDocument.parse('config/app.yaml', 'title: app.title\n');
 * doc.data; // { title: 'app.title' }
 * doc.locate(['title'], 'value'); // { line: 1, col: 8 }
 */
export class SourceDocument {
  readonly diagnostics: Diagnostic[] = [];
  data: unknown = undefined;
  private lineCounter = new LineCounter();
  /** The YAML node tree, kept only while parsing and rebuilt on the first `locate` (see parseText). */
  private contents: unknown = null;
  private located = false;
  /** Each map's pairs by key text, built on the first lookup: locating n errors stays linear. */
  private pairIndex = new WeakMap<object, Map<string, Pair>>();

  private constructor(
    readonly file: string,
    private readonly text: string,
  ) {}

  /** Parses `text`; syntax problems land in `diagnostics` and leave `ok` false. Never throws. */
  static parse(file: string, text: string): SourceDocument {
    const doc = new SourceDocument(file, text);
    try {
      doc.parseText();
    } catch (error) {
      doc.report({ line: 1, col: 1 }, 'parse-failure', `could not read the file: ${messageOf(error)}`);
    }
    return doc;
  }

  /**
   * A document whose text another thread already parsed cleanly: its data is taken as given, and its
   * nodes are built only if something in it has to be located.
   */
  static fromCleanParse(file: string, text: string, data: unknown): SourceDocument {
    const doc = new SourceDocument(file, text);
    doc.data = data;
    return doc;
  }

  /** true when the file parsed without a syntax error; only then are its data checked further. */
  get ok(): boolean {
    return !this.diagnostics.some((d) => d.severity === 'error');
  }

  /** Adds a diagnostic located at a position of this file. */
  report(
    position: Position,
    code: string,
    message: string,
    severity: Diagnostic['severity'] = 'error',
  ): void {
    this.diagnostics.push({
      file: this.file,
      line: position.line,
      col: position.col,
      code,
      message,
      severity,
    });
  }

  /** Adds a diagnostic located at the key or value a path points at. */
  reportAt(
    path: readonly PathSegment[],
    target: LocateTarget,
    code: string,
    message: string,
    severity: Diagnostic['severity'] = 'error',
  ): void {
    this.report(this.locate(path, target), code, message, severity);
  }

  /**
   * Position of the node a path points at. When the path leaves the document (a missing key), the
   * deepest node that exists is used, so a missing required key is reported at its parent.
   */
  locate(path: readonly PathSegment[], target: LocateTarget = 'value'): Position {
    this.ensureNodes();
    let node: unknown = this.contents;
    let position = this.positionOf(node) ?? { line: 1, col: 1 };
    for (let i = 0; i < path.length; i++) {
      const seg = String(path[i]);
      const last = i === path.length - 1;
      if (isAlias(node)) node = this.resolveAlias(node);
      if (isMap(node)) {
        const pair = this.pairsOf(node).get(seg);
        if (!pair) return position;
        const keyPosition = this.positionOf(pair.key);
        if (last && target === 'key') return keyPosition ?? position;
        node = pair.value;
        position = this.positionOf(node) ?? keyPosition ?? position;
      } else if (isSeq(node)) {
        const index = Number(seg);
        const item = Number.isInteger(index) ? node.items[index] : undefined;
        if (item === undefined) return position;
        node = item;
        position = this.positionOf(node) ?? position;
      } else {
        return position;
      }
    }
    return position;
  }

  private parseText(): void {
    const isJson = /\.json$/i.test(this.file);
    if (isJson && !this.checkStrictJson()) return;
    const doc = parseDocument(this.text, {
      lineCounter: this.lineCounter,
      prettyErrors: true,
      // yaml's own uniqueKeys check compares every key with every other (O(n²): seconds for a
      // 10,000-key i18n table); reportDuplicateKeys does the same job with a Set.
      uniqueKeys: false,
      keepSourceTokens: false,
    });
    this.checkNodes(doc.contents);
    for (const error of doc.errors) {
      const code = yamlCodes[error.code] ?? (isJson ? 'json-syntax' : 'yaml-syntax');
      const found = error.linePos?.[0] ?? this.lineCounter.linePos(error.pos[0]);
      const position = isUnclosed(error.message) ? endOfContentBefore(this.text, found) : found;
      this.report(position, code, firstLine(error.message));
    }
    for (const warning of doc.warnings) {
      const position = warning.linePos?.[0] ?? this.lineCounter.linePos(warning.pos[0]);
      this.report(position, 'yaml-warning', firstLine(warning.message), 'warning');
    }
    if (!this.ok) return;
    // maxAliasCount stops "billion laughs" alias bombs; toJS throws for them, which becomes a diagnostic.
    try {
      this.data = doc.toJS({ maxAliasCount: 1000 });
    } catch (error) {
      this.report({ line: 1, col: 1 }, 'yaml-syntax', messageOf(error));
    }
  }

  /** JSON.parse is stricter than YAML; its one error (with a position when V8 gives one) wins. */
  private checkStrictJson(): boolean {
    try {
      JSON.parse(this.text);
      return true;
    } catch (error) {
      const message = messageOf(error);
      const at = /at position (\d+)/.exec(message);
      const offset = at ? Number(at[1]) : this.text.length;
      const position = lineColAt(this.text, offset);
      this.report(position, 'json-syntax', message.replace(/ in JSON at position \d+.*$/, ''));
      return false;
    }
  }

  /**
   * Node trees of a thousand files would stay in memory for nothing (and cost more in garbage
   * collection than the parse itself): they are dropped after parsing and rebuilt here, only for the
   * files that have something to report.
   */
  private ensureNodes(): void {
    if (this.located) return;
    this.located = true;
    try {
      this.lineCounter = new LineCounter();
      this.contents = parseDocument(this.text, { lineCounter: this.lineCounter, uniqueKeys: false }).contents;
    } catch {
      this.contents = null;
    }
  }

  /**
   * One walk over the node tree (without recursion): every scalar key that repeats an earlier key
   * of the same map, at the repeated key; and every tag whose value JSON cannot hold (`!!binary`,
   * `!!set`, `!!timestamp`, `!custom`…), at its node — config is JSON data, and such a value would
   * send the checks after the parse into a Buffer's or a Set's internals.
   */
  private checkNodes(root: unknown): void {
    // Each node with the key it is the value of: a tagged block collection's own range starts at
    // its first item, so the tag is reported on its key's line.
    const stack: [unknown, unknown][] = [[root, undefined]];
    while (stack.length > 0) {
      const [node, key] = stack.pop() as [unknown, unknown];
      const tag = (node as { tag?: string } | null)?.tag;
      if (tag !== undefined && !JSON_TAGS.has(tag)) {
        const collection = isMap(node) || isSeq(node);
        const position = (collection ? this.positionOf(key) : undefined) ??
          this.positionOf(node) ?? { line: 1, col: 1 };
        const shown = tag.replace(/^tag:yaml\.org,2002:/, '!!');
        this.report(
          position,
          'yaml-tag',
          `tag ${shown} makes a value that is not JSON data; config takes strings, numbers, booleans, null, lists and maps`,
        );
      }
      if (isMap(node)) {
        const seen = new Set<unknown>();
        for (const pair of node.items) {
          const name = isScalar(pair.key) ? pair.key.value : pair.key;
          if (seen.has(name)) {
            const position = this.positionOf(pair.key) ?? { line: 1, col: 1 };
            this.report(position, 'duplicate-key', `Map keys must be unique: '${String(name)}' is repeated`);
          }
          seen.add(name);
          stack.push([pair.key, undefined], [pair.value, pair.key]);
        }
      } else if (isSeq(node)) {
        for (const item of node.items) stack.push([item, undefined]);
      }
    }
  }

  private pairsOf(map: YAMLMap): Map<string, Pair> {
    let index = this.pairIndex.get(map);
    if (!index) {
      index = new Map();
      for (const pair of map.items) {
        const key = keyText(pair.key);
        // The first of repeated keys wins, as find() did (repeats are reported on their own).
        if (isPair(pair) && !index.has(key)) index.set(key, pair);
      }
      this.pairIndex.set(map, index);
    }
    return index;
  }

  private resolveAlias(node: unknown): unknown {
    try {
      return isAlias(node) ? node.source && this.findAnchor(node.source) : node;
    } catch {
      return undefined;
    }
  }

  private findAnchor(name: string): Node | undefined {
    let found: Node | undefined;
    const visit = (n: unknown): void => {
      if (found || !n || typeof n !== 'object') return;
      if ((isMap(n) || isSeq(n) || isScalar(n)) && n.anchor === name) found = n;
      if (isMap(n)) for (const p of n.items) visit(p.value);
      if (isSeq(n)) for (const item of n.items) visit(item);
    };
    this.ensureNodes();
    visit(this.contents);
    return found;
  }

  private positionOf(node: unknown): Position | undefined {
    const range = (node as Node | null | undefined)?.range;
    if (!range) return undefined;
    return this.lineCounter.linePos(range[0]);
  }
}

function keyText(key: unknown): string {
  if (isScalar(key)) return String(key.value);
  return String(key);
}

function firstLine(message: string): string {
  return message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A flow collection that never closes is noticed by the parser only where the next thing starts,
 * often lines later; the fault is where the closing `}` or `]` belongs.
 */
function isUnclosed(message: string): boolean {
  return /end with an? [}\]]/.test(message);
}

/**
 * Just after the last character of the last line before `found` that holds more than blanks or a
 * comment: where a missing closing character belongs. `found` itself when no such line precedes it.
 *
 * @example endOfContentBefore('a: { x: 1\n\nb: 2\n', { line: 3, col: 1 }) // { line: 1, col: 10 }
 */
export function endOfContentBefore(text: string, found: Position): Position {
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = Math.min(found.line, lines.length) - 1; index >= 0; index--) {
    const whole = index === found.line - 1 ? lines[index].slice(0, found.col - 1) : lines[index];
    const content = whole.replace(/\s+$/, '');
    if (content.trim() === '' || content.trim().startsWith('#')) continue;
    return { line: index + 1, col: content.length + 1 };
  }
  return found;
}

/** 1-based line and column of a character offset, counting \n, \r\n and \r as line breaks. */
function lineColAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, col: end - lineStart + 1 };
}
