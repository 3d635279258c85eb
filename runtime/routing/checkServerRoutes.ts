import type { BackendRouteError } from './backendRoutes';
import validateRoute from './serverRouteValidator.gen';

type Raw = Record<string, unknown>;
interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { additionalProperty?: string };
}

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Browsers drop whitespace and control characters inside a scheme (`java\tscript:`): so do we. */
const squeeze = (value: string) =>
  [...value].filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f).join('');
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/**
 * Why a server route's path or redirect must not be followed, or undefined when it stays
 * inside the console: any scheme (javascript:, data:, http:) or a `//host` address leaves it.
 * External links belong in routes.yaml, which the build checks; a server may not add them.
 *
 * @example unsafeTarget('javascript:alert(1)'); // 'javascript: address'
 */
export function unsafeTarget(value: string): string | undefined {
  const squeezed = squeeze(value);
  const scheme = SCHEME.exec(squeezed);
  if (scheme) return `${scheme[1].toLowerCase()}: address`;
  if (squeezed.startsWith('//') || squeezed.startsWith('\\\\') || squeezed.startsWith('/\\'))
    return 'outside address';
  return undefined;
}

function describe(error: AjvError): string {
  const at = error.instancePath === '' ? '' : `${error.instancePath.slice(1).replaceAll('/', '.')} `;
  if (error.keyword === 'additionalProperties')
    return `${at}has an unknown key '${error.params.additionalProperty}'`.trim();
  return `${at}${error.message ?? error.keyword}`;
}

class Checker {
  readonly errors: BackendRouteError[] = [];

  list(raw: unknown[], parent: string): unknown[] {
    return raw.flatMap((route) => {
      const kept = this.route(route, parent);
      return kept === undefined ? [] : [kept];
    });
  }

  private route(raw: unknown, parent: string): unknown {
    const path = isObject(raw) && typeof raw.path === 'string' ? raw.path : '';
    const name = isObject(raw) && typeof raw.name === 'string' ? raw.name : '';
    const where =
      path.startsWith('/') || parent === '' || SCHEME.test(path)
        ? path
        : `${parent.replace(/\/+$/, '')}/${path}`;
    const leaveOut = (why: string) => {
      this.errors.push({
        path: where,
        name,
        component: '',
        message: `server route ${where || name || '?'} was left out: ${why}`,
      });
      return undefined;
    };
    if (!validateRoute(raw)) {
      const errors = ((validateRoute as unknown as { errors?: AjvError[] }).errors ?? []).slice(0, 3);
      return leaveOut(`${errors.map(describe).join('; ')} (schemas/routes.schema.json)`);
    }
    const route = raw as Raw;
    for (const key of ['path', 'redirect'] as const) {
      const value = route[key];
      const unsafe = typeof value === 'string' ? unsafeTarget(value) : undefined;
      if (unsafe) return leaveOut(`its ${key} leads outside the console (${unsafe})`);
    }
    if (!Array.isArray(route.children)) return route;
    return { ...route, children: this.list(route.children, where) };
  }
}

/**
 * The intake of the server's route list, before anything uses it: each route is
 * checked against the route schema with a validator generated at build time
 * (serverRouteValidator.gen.ts) — unknown keys such as `meta.permissions`, wrong types — and its
 * path and redirect must stay inside the console. A route that fails is left out with its
 * children (fail closed: a rule the runtime cannot read never opens a page to everyone), and
 * each one is reported for the error log. A group left without children stays out too.
 *
 * @example
 * const { routes, errors } = checkServerRoutes(answer);
 * errors.forEach((e) => errorLog.send({ type: 'errorLog.add', url: e.path, message: e.message }));
 */
export function checkServerRoutes(list: readonly unknown[]): {
  routes: unknown[];
  errors: BackendRouteError[];
} {
  const checker = new Checker();
  const routes = checker.list([...list], '');
  return { routes, errors: checker.errors };
}
