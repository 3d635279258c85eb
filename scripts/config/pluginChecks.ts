import { existsSync } from 'node:fs';
import path from 'node:path';
import { type CheckContext, corePlugin } from './checkContext';
import { arrayOf, entriesOf, isRecord, stringOf } from './guards';
import type { PathSegment } from './jsonPointer';
import { type ProvidedKind, pluginReferenceProblem } from './pluginReference';
import type { SourceDocument } from './sourceDocument';
import { didYouMean } from './suggest';

/**
 * Plugins: every name in app.plugins has a plugins/<name>/plugin.yaml whose `name` is its folder
 * and whose `server` (its server half, when it has one) is a file of that folder, and every `<plugin>/<name>` a page uses (cell, action, ui:widget, provider, api.adapter) or
 * app.yaml's api names (adapter, authProvider) is declared by an enabled plugin.
 *
 * @example
 * checkPlugins(ctx);
 */
export function checkPlugins(ctx: CheckContext): void {
  const app = ctx.files.app;
  if (app && isRecord(app.data)) {
    arrayOf(app.data.plugins).forEach((name, i) => {
      if (typeof name !== 'string' || ctx.files.plugins.has(name)) return;
      const known = [...ctx.files.plugins.keys()].filter((p) => p !== corePlugin);
      const message = `unknown plugin '${name}': no plugins/${name}/plugin.yaml${didYouMean(name, known)}`;
      app.reportAt(['plugins', i], 'value', 'unknown-plugin', message);
    });
    // The back-end hooks app.yaml names.
    const api = isRecord(app.data.api) ? app.data.api : {};
    check(ctx, app, ['api', 'adapter'], 'adapters', api.adapter);
    check(ctx, app, ['api', 'authProvider'], 'authProviders', api.authProvider);
    if (isRecord(api.data)) check(ctx, app, ['api', 'data', 'adapter'], 'adapters', api.data.adapter);
  }
  for (const [folder, doc] of ctx.files.plugins) {
    const name = isRecord(doc.data) ? stringOf(doc.data.name) : undefined;
    if (name !== undefined && name !== folder) {
      doc.reportAt(
        ['name'],
        'value',
        'plugin-name-mismatch',
        `plugin name '${name}' must equal its folder '${folder}'`,
      );
    }
    // The server mounts the module plugin.yaml names: a missing one would stop jimu serve.
    const server = isRecord(doc.data) ? stringOf(doc.data.server) : undefined;
    if (server !== undefined && !existsSync(path.resolve(path.dirname(doc.file), server))) {
      doc.reportAt(
        ['server'],
        'value',
        'missing-plugin-server',
        `plugin '${folder}' names its server half ${server}, but plugins/${folder}/${server} does not exist`,
      );
    }
  }
  for (const page of ctx.files.pages.values()) walk(ctx, page, [], page.data);
}

function walk(ctx: CheckContext, doc: SourceDocument, at: PathSegment[], value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      walk(ctx, doc, [...at, i], item);
    });
    return;
  }
  for (const [key, child] of entriesOf(value)) {
    const path = [...at, key];
    if (key === 'cell') {
      if (typeof child === 'string') check(ctx, doc, path, 'cells', child);
      else if (isRecord(child)) check(ctx, doc, [...path, 'type'], 'cells', child.type);
    } else if (key === 'ui:widget') {
      check(ctx, doc, path, 'widgets', child);
    } else if (key === 'provider' && at.length === 0) {
      check(ctx, doc, path, 'dataProviders', child);
    } else if (key === 'adapter' && at.length === 1 && at[0] === 'api') {
      check(ctx, doc, path, 'adapters', child);
    } else if (key === 'actions') {
      const lists = Array.isArray(child) ? [['', child] as const] : entriesOf(child);
      for (const [list, items] of lists) {
        arrayOf(items).forEach((action, i) => {
          const where = list === '' ? [...path, i, 'name'] : [...path, list, i, 'name'];
          if (isRecord(action)) check(ctx, doc, where, 'actions', action.name);
        });
      }
    }
    walk(ctx, doc, path, child);
  }
}

function check(
  ctx: CheckContext,
  doc: SourceDocument,
  at: PathSegment[],
  kind: ProvidedKind,
  value: unknown,
): void {
  if (typeof value !== 'string' || !value.includes('/')) return;
  const problem = pluginReferenceProblem(ctx, kind, value);
  if (problem) doc.reportAt(at, 'value', problem.code, problem.message);
}
