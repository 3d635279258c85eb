import type { CheckContext } from './checkContext';
import { arrayOf, isRecord } from './guards';
import { didYouMean } from './suggest';

/** The kinds of things a plugin declares in its plugin.yaml. */
export type ProvidedKind =
  | 'components'
  | 'pages'
  | 'widgets'
  | 'cells'
  | 'actions'
  | 'adapters'
  | 'dataProviders'
  | 'authProviders';

/**
 * Why a `<plugin>/<name>` reference does not resolve, or undefined when it does: the plugin must
 * exist, be enabled in app.plugins (core always is) and declare the name under `kind`.
 *
 * @example
 * const problem = pluginReferenceProblem(ctx, 'components', 'workbench/board');
 * if (problem) doc.reportAt(path, 'value', problem.code, problem.message);
 */
export function pluginReferenceProblem(
  ctx: CheckContext,
  kind: ProvidedKind,
  reference: string,
): { code: string; message: string } | undefined {
  const slash = reference.indexOf('/');
  if (slash <= 0) return undefined;
  const plugin = reference.slice(0, slash);
  const name = reference.slice(slash + 1);
  const declaration = ctx.files.plugins.get(plugin);
  if (!declaration) {
    return {
      code: 'unknown-plugin',
      message: `'${reference}': no plugin '${plugin}' (plugins/${plugin}/plugin.yaml)`,
    };
  }
  if (!ctx.enabledPlugins.has(plugin)) {
    return {
      code: 'plugin-disabled',
      message: `'${reference}': plugin '${plugin}' is not enabled — add it to plugins in app.yaml`,
    };
  }
  const data = declaration.data;
  const declared = isRecord(data) ? arrayOf(data[kind]).map(String) : [];
  if (declared.includes(name)) return undefined;
  const singular = kind.slice(0, -1);
  return {
    code: `unknown-plugin-${singular}`,
    message: `'${reference}': plugin '${plugin}' declares no ${singular} '${name}'${didYouMean(name, declared)}`,
  };
}
