import type { CheckContext } from './checkContext';
import { arrayOf, entriesOf, isRecord, stringOf } from './guards';
import type { PathSegment } from './jsonPointer';
import type { RouteInfo } from './routeChecks';
import type { SourceDocument } from './sourceDocument';
import { didYouMean, suggest } from './suggest';

/** The role and permission names permissions.yaml defines. */
export interface PermissionNames {
  roles: Set<string>;
  permissions: Set<string>;
}

/**
 * Every role and permission name used anywhere must be defined in permissions.yaml:
 * the permissions each role holds, api.rules and api.default, route meta.permission, and every
 * `permission` of a page (columns, actions, fields…).
 *
 * @example
 * checkPermissions(ctx, checkRoutes(ctx));
 */
export function checkPermissions(ctx: CheckContext, routes: RouteInfo[]): void {
  const doc = ctx.files.permissions;
  if (!doc || !isRecord(doc.data)) return;
  const names: PermissionNames = {
    roles: new Set(entriesOf(doc.data.roles).map(([name]) => name)),
    permissions: new Set(entriesOf(doc.data.permissions).map(([name]) => name)),
  };
  for (const [role, definition] of entriesOf(doc.data.roles)) {
    if (!isRecord(definition)) continue;
    arrayOf(definition.permissions).forEach((name, i) => {
      checkName(doc, ['roles', role, 'permissions', i], name, names.permissions, 'permission');
    });
  }
  const api = isRecord(doc.data.api) ? doc.data.api : {};
  arrayOf(api.rules).forEach((rule, i) => {
    if (isRecord(rule))
      checkName(doc, ['api', 'rules', i, 'permission'], rule.permission, names.permissions, 'permission');
  });
  checkName(doc, ['api', 'default'], api.default, names.permissions, 'permission');
  const routesDoc = ctx.files.routes;
  if (routesDoc) {
    for (const info of routes) {
      const meta = info.route.meta;
      if (isRecord(meta) && meta.permission !== undefined) {
        checkPermissionSpec(routesDoc, [...info.path, 'meta', 'permission'], meta.permission, names);
      }
    }
  }
  for (const page of ctx.files.pages.values()) walkPage(page, [], page.data, names);
}

/**
 * A permission spec is a list of role-or-permission names, or `{ roles, permissions, mode }`.
 *
 * @example
 * checkPermissionSpec(doc, ['columns', 2, 'permission'], ['write:system'], names);
 */
export function checkPermissionSpec(
  doc: SourceDocument,
  at: PathSegment[],
  spec: unknown,
  names: PermissionNames,
): void {
  if (Array.isArray(spec)) {
    const either = new Set([...names.roles, ...names.permissions]);
    spec.forEach((name, i) => {
      checkName(doc, [...at, i], name, either, 'role or permission', names.roles);
    });
  } else if (isRecord(spec)) {
    arrayOf(spec.roles).forEach((name, i) => {
      checkName(doc, [...at, 'roles', i], name, names.roles, 'role');
    });
    arrayOf(spec.permissions).forEach((name, i) => {
      checkName(doc, [...at, 'permissions', i], name, names.permissions, 'permission');
    });
  }
}

/** JSON Schema and uiSchema subtrees are free-form: a `permission` there is a form field, not a rule. */
const freeForm = new Set(['schema', 'uiSchema']);

function walkPage(doc: SourceDocument, at: PathSegment[], value: unknown, names: PermissionNames): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walkPage(doc, [...at, i], item, names);
    });
    return;
  }
  for (const [key, child] of entriesOf(value)) {
    if (freeForm.has(key)) continue;
    if (key === 'permission') checkPermissionSpec(doc, [...at, key], child, names);
    else walkPage(doc, [...at, key], child, names);
  }
}

function checkName(
  doc: SourceDocument,
  at: PathSegment[],
  value: unknown,
  known: Set<string>,
  what: string,
  roles: Set<string> = new Set(),
): void {
  const name = stringOf(value);
  if (name === undefined || known.has(name)) return;
  const close = suggest(name, known);
  const message = `unknown ${what} '${name}': not defined in permissions.yaml${didYouMean(name, known)}`;
  doc.reportAt(at, 'value', codeFor(what, name, close, roles), message);
}

/** In a bare list a name may be either: the closest defined name (or a ':' in it) tells which was meant. */
function codeFor(what: string, name: string, close: string | undefined, roles: Set<string>): string {
  if (what === 'role') return 'unknown-role';
  if (what === 'permission') return 'unknown-permission';
  if (close !== undefined) return roles.has(close) ? 'unknown-role' : 'unknown-permission';
  return name.includes(':') ? 'unknown-permission' : 'unknown-role';
}
