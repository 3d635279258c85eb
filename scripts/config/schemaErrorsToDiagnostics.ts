import type { ErrorObject } from 'ajv';
import { describePath, type PathSegment, parsePointer } from './jsonPointer';
import type { LocateTarget, SourceDocument } from './sourceDocument';
import { didYouMean, suggest } from './suggest';

interface Problem {
  path: PathSegment[];
  target: LocateTarget;
  code: string;
  message: string;
  /** For unknown-key: the allowed key it is probably a typo of. For missing-required: the key. */
  key?: string;
}

/**
 * Turns ajv's raw errors (allErrors, verbose) for one document into located diagnostics, one per
 * place: the cascades that anyOf/oneOf and if/then produce are collapsed into the single message a
 * person can act on (the branch whose type matched, or "expected array or object").
 *
 * @example
 * const { errors } = schemaValidator().validate('app', data);
 * reportSchemaErrors(doc, errors); // doc.diagnostics now holds "unknown key 'titel' — did you mean 'title'?"
 */
export function reportSchemaErrors(doc: SourceDocument, errors: readonly ErrorObject[]): void {
  const seen = new Set<string>();
  const problems = collapse(errors);
  // `titel: x` yields both "unknown key 'titel' — did you mean 'title'?" and "missing 'title'": one is enough.
  const typos = new Set(
    problems
      .filter((p) => p.code === 'unknown-key' && p.key)
      .map((p) => `${p.path.slice(0, -1).join('/')}|${p.key}`),
  );
  for (const problem of problems) {
    if (problem.code === 'missing-required' && typos.has(`${problem.path.join('/')}|${problem.key}`))
      continue;
    const key = `${problem.path.join('\u0000')}|${problem.code}|${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    doc.reportAt(problem.path, problem.target, problem.code, problem.message);
  }
}

/** A collapsed error; `types` is set when it says "expected <types>" about its own path. */
type Entry = { error: ErrorObject; problem?: Problem; types?: string[]; noise?: boolean };

function collapse(errors: readonly ErrorObject[]): Problem[] {
  const out: Entry[] = [];
  for (let i = 0; i < errors.length; i++) {
    const error = errors[i];
    if (error.keyword === 'if' || error.keyword === 'propertyNames' || error.keyword === 'dependencies')
      continue;
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      out.push(...chooseBranch(error, popWithin(out, error.instancePath)));
      continue;
    }
    const types = error.keyword === 'type' ? [String(error.params.type)] : undefined;
    out.push({ error, problem: describe(error, errors, i), types, noise: wrongTypeForKeyword(error) });
  }
  const typed = new Set(out.filter((e) => e.types).map((e) => e.error.instancePath));
  return out.flatMap((e) => (e.problem && !(e.noise && typed.has(e.error.instancePath)) ? [e.problem] : []));
}

/** `enum: [a, b]` on a number says nothing useful when the type error beside it already does. */
function wrongTypeForKeyword(error: ErrorObject): boolean {
  if (error.keyword !== 'enum' && error.keyword !== 'const') return false;
  const params = error.params as { allowedValues?: unknown[]; allowedValue?: unknown };
  const allowed = params.allowedValues ?? [params.allowedValue];
  const kind = (v: unknown) => typeName(v).replace('integer', 'number');
  return !allowed.some((value) => kind(value) === kind(error.data));
}

/** Removes and returns the trailing entries that lie at or under `pointer`: an anyOf's branch errors. */
function popWithin(out: Entry[], pointer: string): Entry[] {
  let start = out.length;
  while (start > 0 && within(out[start - 1].error.instancePath, pointer)) start--;
  return out.splice(start);
}

function within(path: string, pointer: string): boolean {
  return path === pointer || path.startsWith(`${pointer}/`);
}

/** Keeps the errors of branches whose type matched; if none did, one merged type error. */
function chooseBranch(error: ErrorObject, branch: Entry[]): Entry[] {
  const typeErrors = branch.filter((e) => e.types && e.error.instancePath === error.instancePath);
  const others = branch.filter((e) => !typeErrors.includes(e) && !(e.noise && typeErrors.length > 0));
  // Several branches that all failed on the value itself (enum vs pattern): the first one speaks.
  if (others.length > 1 && others.every((e) => e.error.instancePath === error.instancePath))
    return [others[0]];
  if (others.length > 0) return others;
  const path = pathOf(error.instancePath);
  if (typeErrors.length > 0) {
    const types = [...new Set(typeErrors.flatMap((e) => e.types ?? []))];
    const message = `${label(path)}expected ${types.join(' or ')}, got ${typeName(error.data)}`;
    return [{ error, problem: { path, target: 'value', code: 'schema-type', message }, types }];
  }
  const what = error.keyword === 'oneOf' ? 'exactly one' : 'one';
  const message = `${label(path)}must match ${what} of the allowed forms`;
  return [{ error, problem: { path, target: 'value', code: 'schema-alternative', message } }];
}

function describe(error: ErrorObject, all: readonly ErrorObject[], index: number): Problem {
  const path = pathOf(error.instancePath);
  const at = label(path);
  const params = error.params as Record<string, unknown>;
  if (typeof error.propertyName === 'string') {
    const name = error.propertyName;
    const rule = params.pattern
      ? `must match ${String(params.pattern)}`
      : (error.message ?? 'is not allowed');
    const message = `${label(path)}invalid name '${name}': ${rule}`;
    return { path: [...path, name], target: 'key', code: 'schema-key-name', message };
  }
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
      const message = `${label([...path, key])}unknown key '${key}'${didYouMean(key, allowed)}`;
      return {
        path: [...path, key],
        target: 'key',
        code: 'unknown-key',
        message,
        key: suggest(key, allowed),
      };
    }
    case 'required': {
      const key = String(params.missingProperty);
      return {
        path,
        target: 'key',
        code: 'missing-required',
        message: `${at}missing required key '${key}'`,
        key,
      };
    }
    case 'type':
      return {
        path,
        target: 'value',
        code: 'schema-type',
        message: `${at}expected ${String(params.type)}, got ${typeName(error.data)}`,
      };
    case 'enum':
    case 'const': {
      const allowed =
        (error.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]) ?? [];
      const value = typeof error.data === 'string' ? error.data : JSON.stringify(error.data);
      const hint = didYouMean(String(value), allowed.map(String));
      const message = `${at}${quote(error.data)} is not one of ${allowed.map(String).join(', ')}${hint}`;
      return { path, target: 'value', code: 'schema-enum', message };
    }
    case 'false schema': {
      const key = String(path[path.length - 1] ?? '');
      const other = conflictingKey(error, all, index);
      const message = other
        ? `${at}'${key}' cannot be used together with '${other}'`
        : `${at}key '${key}' is not allowed here`;
      return { path, target: 'key', code: 'schema-conflict', message };
    }
    case 'discriminator':
      return discriminator(error, path);
    case 'pattern':
      return {
        path,
        target: 'value',
        code: 'schema-pattern',
        message: `${at}${quote(error.data)} does not match ${String(params.pattern)}`,
      };
    default:
      return {
        path,
        target: 'value',
        code: `schema-${error.keyword.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
        message: `${at}${error.message ?? 'is not valid'}`,
      };
  }
}

/** For `properties: { component: false }` under `dependencies: { page: … }` or `if: { required: [page] }`. */
function conflictingKey(error: ErrorObject, all: readonly ErrorObject[], index: number): string | undefined {
  const dep = /\/dependencies\/([^/]+)\//.exec(error.schemaPath);
  if (dep) return decodeURIComponent(dep[1]);
  const parent = error.instancePath.replace(/\/[^/]*$/, '');
  for (let i = index + 1; i < all.length; i++) {
    const next = all[i];
    if (next.keyword !== 'if' || next.instancePath !== parent) continue;
    const required = (next.parentSchema as { if?: { required?: unknown[] } })?.if?.required;
    if (Array.isArray(required) && required.length > 0) return String(required[0]);
  }
  return undefined;
}

function discriminator(error: ErrorObject, path: PathSegment[]): Problem {
  const params = error.params as { error?: string; tag?: string; tagValue?: unknown };
  const tag = String(params.tag ?? 'kind');
  if (params.error === 'tag' && params.tagValue === undefined) {
    return {
      path,
      target: 'key',
      code: 'missing-required',
      message: `${label(path)}missing required key '${tag}'`,
    };
  }
  const root = error.parentSchema as { oneOf?: unknown[] } | undefined;
  const branches = (root?.oneOf ?? []).map((b) => resolveLocalRef(root, b));
  const allowed = branches.flatMap((b) => {
    const prop = (b?.properties as Record<string, { const?: unknown; enum?: unknown[] }> | undefined)?.[tag];
    return prop?.const !== undefined ? [String(prop.const)] : (prop?.enum ?? []).map(String);
  });
  const value = params.tagValue;
  const message = `${label([...path, tag])}${quote(value)} is not one of ${allowed.join(', ')}${didYouMean(String(value), allowed)}`;
  return { path: [...path, tag], target: 'value', code: 'schema-enum', message };
}

/** `{ $ref: '#/definitions/CrudPage' }` → the definition, looked up in the schema that holds the oneOf. */
function resolveLocalRef(root: unknown, branch: unknown): Record<string, unknown> | undefined {
  const ref = (branch as { $ref?: unknown })?.$ref;
  if (typeof ref !== 'string') return branch as Record<string, unknown> | undefined;
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const seg of parsePointer(ref.slice(1))) node = (node as Record<string, unknown> | undefined)?.[seg];
  return node as Record<string, unknown> | undefined;
}

function pathOf(pointer: string): PathSegment[] {
  return parsePointer(pointer);
}

function label(path: readonly PathSegment[]): string {
  return path.length ? `${describePath(path)}: ` : '';
}

function quote(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value));
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
