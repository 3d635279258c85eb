import { createPluginTypeChecker, type Diagnostic, type PluginTypeChecker } from '../../config';

/** The type checks `jimu dev` runs beside its builds. */
export interface DevTypeChecks {
  /** Checks the plugins (again) after the code files named changed; never more than one check at a time. */
  request(plugins: string[], changed: string[]): void;
  close(): Promise<void>;
}

/**
 * Runs the plugins' type check after changes, one check at a time: changes that come in while
 * one runs are checked together once it is done. The checker is made again when the list of
 * plugins changes. Each check's diagnostics go to `report`; nothing waits for them, so builds and
 * page loads go on while the compiler works in its own process.
 *
 * @example
 * const checks = createDevTypeChecks('plugins', '.cache/dev/types', (d) => events.setProblems('types', d));
 * checks.request(['core', 'shop'], []);
 */
export function createDevTypeChecks(
  pluginsDir: string,
  cacheDir: string,
  report: (diagnostics: Diagnostic[]) => void | Promise<void>,
): DevTypeChecks {
  let checker: PluginTypeChecker | undefined;
  let checkedPlugins = '';
  let running: Promise<void> | undefined;
  let waiting: { plugins: string[]; changed: Set<string> } | undefined;

  const run = async (plugins: string[], changed: string[]) => {
    const key = plugins.join(',');
    if (!checker || key !== checkedPlugins) {
      await checker?.close();
      checker = createPluginTypeChecker({ pluginsDir, plugins, cacheDir });
      checkedPlugins = key;
    }
    await report(await checker.check(changed));
  };

  const next = (): Promise<void> | undefined => {
    if (!waiting) return undefined;
    const { plugins, changed } = waiting;
    waiting = undefined;
    return run(plugins, [...changed])
      .catch((error: Error) => console.error(`jimu dev: the type check failed: ${error.message}`))
      .finally(() => {
        running = next();
      });
  };

  return {
    request(plugins, changed) {
      waiting = { plugins, changed: new Set([...(waiting?.changed ?? []), ...changed]) };
      running ??= next();
    },
    async close() {
      waiting = undefined;
      await running?.catch(() => undefined);
      await checker?.close();
    },
  };
}
