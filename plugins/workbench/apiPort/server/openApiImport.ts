import type { PathSegment } from '../../../../scripts/config/jsonPointer';
import { SourceDocument } from '../../../../scripts/config/sourceDocument';

type Json = Record<string, unknown>;

/** A problem of an imported document, at line:col of the text as given. */
export interface ImportProblem {
  line: number;
  col: number;
  /** JSON pointer of the offending value, when known. */
  pointer: string;
  message: string;
}

/** One operation of the document, in the fields of an `apis` record. */
export interface ImportedApi {
  name: string;
  method: string;
  path: string;
  group: string;
  description: string;
  query?: Json;
  body?: Json;
  response?: Json;
  envelope: boolean;
  public: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The line (1-based) each value starts on in `JSON.stringify(value, null, 2)`: the layout the
 * parser's error frames are printed in, so a frame's line leads back to a path of the document.
 */
function prettyLines(value: unknown): Map<number, PathSegment[]> {
  const lines = new Map<number, PathSegment[]>([[1, []]]);
  const walk = (node: unknown, path: PathSegment[], line: number): number => {
    const entries: [PathSegment, unknown][] = Array.isArray(node)
      ? node.map((v, i) => [i, v])
      : isObject(node)
        ? Object.entries(node).filter(([, v]) => v !== undefined)
        : [];
    if (entries.length === 0) return line;
    let at = line;
    for (const [key, child] of entries) {
      at += 1;
      lines.set(at, [...path, key]);
      at = walk(child, [...path, key], at);
    }
    return at + 1;
  };
  walk(value, [], 1);
  return lines;
}

const pointerOf = (path: readonly PathSegment[]) =>
  path.map((p) => `/${String(p).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * Reads an OpenAPI 3.x or Swagger 2 document (JSON or YAML text), validates it with
 * @readme/openapi-parser (no external `$ref`s are fetched: nothing leaves the server) and answers
 * its operations, or the problems located at line:col of the text as given.
 *
 * @example
 * const read = await readOpenApi(text);
 * if (!read.ok) read.problems[0]; // { line: 11, col: 11, pointer: '/paths/~1a/get/responses/200', message: … }
 */
export async function readOpenApi(
  text: string,
): Promise<{ ok: true; operations: ImportedApi[] } | { ok: false; problems: ImportProblem[] }> {
  const doc = SourceDocument.parse('openapi', text);
  if (!doc.ok)
    return {
      ok: false,
      problems: doc.diagnostics.map((d) => ({ line: d.line, col: d.col, pointer: '', message: d.message })),
    };
  const data = doc.data;
  if (!isObject(data) || (typeof data.openapi !== 'string' && typeof data.swagger !== 'string'))
    return {
      ok: false,
      problems: [
        {
          line: 1,
          col: 1,
          pointer: '',
          message: 'not an OpenAPI document: no `openapi` or `swagger` version',
        },
      ],
    };
  const { validate, dereference } = await import('@readme/openapi-parser');
  const options = { resolve: { external: false }, dereference: { circular: 'ignore' as const } };
  const result = await validate(structuredClone(data) as never, options);
  if (!result.valid) {
    const lines = prettyLines(data);
    return {
      ok: false,
      problems: result.errors.map((error) => {
        const frame = /^>\s*(\d+)\s*\|/m.exec(error.message);
        const path = (frame && lines.get(Number(frame[1]))) ?? [];
        const at = doc.locate(path, 'key');
        return { ...at, pointer: pointerOf(path), message: error.message.split('\n')[0] };
      }),
    };
  }
  const full = (await dereference(structuredClone(data) as never, options)) as unknown as Json;
  return { ok: true, operations: operationsOf(full) };
}

function operationsOf(doc: Json): ImportedApi[] {
  const swagger = typeof doc.swagger === 'string';
  const global = Array.isArray(doc.security) && doc.security.length > 0;
  const out: ImportedApi[] = [];
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const params = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ].filter(isObject);
      const query = Object.fromEntries(
        params
          .filter((p) => p.in === 'query')
          .map((p) => [String(p.name), swagger ? { type: p.type ?? 'string' } : (p.schema ?? {})]),
      );
      const bodyParam = params.find((p) => p.in === 'body');
      const body = swagger ? bodyParam?.schema : jsonSchemaOf(op.requestBody);
      const ok = isObject(op.responses)
        ? (op.responses['200'] ?? op.responses['201'] ?? op.responses.default)
        : undefined;
      const answer = swagger ? (isObject(ok) ? ok.schema : undefined) : jsonSchemaOf(ok);
      const data =
        isObject(answer) && isObject(answer.properties) && 'code' in answer.properties
          ? answer.properties.data
          : answer;
      const security = Array.isArray(op.security) ? op.security.length > 0 : global;
      // A document Jimu exported says who may call each operation after its own words: that part
      // is the project's permissions.yaml, not documentation to keep.
      const paragraphs = String(op.description ?? op.summary ?? '').split('\n\n');
      const words =
        typeof op['x-jimu-rule'] === 'string'
          ? paragraphs.filter((p) => !/^(public$|needs )/.test(p))
          : paragraphs;
      out.push({
        name: String(op.summary ?? op.operationId ?? `${method.toUpperCase()} ${path}`),
        method: method.toUpperCase(),
        path,
        group: String((Array.isArray(op.tags) && op.tags[0]) || path.split('/')[1] || 'default'),
        description: words.join('\n\n'),
        ...(Object.keys(query).length > 0 ? { query: { type: 'object', properties: query } } : {}),
        ...(isObject(body) ? { body } : {}),
        ...(isObject(data) ? { response: data } : {}),
        envelope: data !== answer,
        public: !security,
      });
    }
  }
  return out;
}

const jsonSchemaOf = (holder: unknown): Json | undefined => {
  if (!isObject(holder) || !isObject(holder.content)) return undefined;
  const media = holder.content['application/json'] ?? Object.values(holder.content)[0];
  return isObject(media) && isObject(media.schema) ? media.schema : undefined;
};
