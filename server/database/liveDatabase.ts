import type { CrudPageConfig, DataSource, DataSourcesConfig, PageConfig } from '../../schemas/types.gen';
import { ApiError } from '../http/envelope';
import { BindingMismatch, type BoundTable, bindTable } from './boundTable';
import { unavailable } from './dbRefusal';
import { checkHost, extraHostsFromEnv, HostNotAllowed } from './hostAllowList';
import { introspectTable, type TableShape } from './introspectTable';
import { type LiveSource, openLiveSource, SourceRefused } from './liveSource';

/** A bound page's resource, before its table was reached. */
interface Binding {
  resource: string;
  page: string;
  config: CrudPageConfig;
  source: DataSource;
}

/** The live tables of a console: its bound resources, each resolved on first use. */
export interface LiveDatabase {
  /** The resources bound to a table (the `:liveResource` of the routes). */
  resources(): string[];
  /** The bound table of a resource (introspected once); rejects with the ApiError to answer. */
  bound(resource: string): Promise<{ bound: BoundTable; source: LiveSource }>;
  /** A table of a resource's source, introspected once (a referenced table may have no page). */
  shapeOf(resource: string, table: string): Promise<TableShape>;
  /** Ends every pool. */
  close(): Promise<void>;
}

/** Bindings that cannot work as configured: each names its page, for the start-up error. */
export class LiveConfigError extends Error {}

/**
 * The live tables of `dataSources` and the pages bound to them. Nothing connects at start: a
 * source is opened (host checked against the allow-list, password from its variable) and a
 * table introspected on first use, then kept; a source that cannot be reached is a 503 the
 * console may retry, and a binding that does not fit its table a 500 naming the page and the
 * name the table lacks (logged once). Two pages may share a resource only with one binding.
 *
 * @example
 * const live = openLiveDatabase({ dataSources, pages }, { log: console.error });
 * const { bound, source } = await live.bound('customer');
 */
export function openLiveDatabase(
  config: { dataSources?: DataSourcesConfig; pages: Record<string, PageConfig> },
  options: {
    log(line: string): void;
    /**
     * The password of a source when the caller keeps it (the workbench, for the sources it
     * saved); undefined: the variable its `passwordEnv` names.
     */
    passwordOf?(source: DataSource): string | undefined;
  },
): LiveDatabase {
  const sources = new Map((config.dataSources?.sources ?? []).map((source) => [source.name, source]));
  const bindings = new Map<string, Binding>();
  for (const [page, pageConfig] of Object.entries(config.pages)) {
    if (pageConfig.kind !== 'crud' || !pageConfig.binding) continue;
    const source = sources.get(pageConfig.binding.source);
    if (!source) throw new LiveConfigError(`page ${page}: no data source ${pageConfig.binding.source}`);
    const taken = bindings.get(pageConfig.resource);
    if (taken && JSON.stringify(taken.config.binding) !== JSON.stringify(pageConfig.binding))
      throw new LiveConfigError(
        `pages ${taken.page} and ${page} bind the resource ${pageConfig.resource} to different tables`,
      );
    if (!taken)
      bindings.set(pageConfig.resource, { resource: pageConfig.resource, page, config: pageConfig, source });
  }
  const open = new Map<string, Promise<LiveSource>>();
  const shapes = new Map<string, Promise<TableShape>>();
  const bounds = new Map<string, Promise<BoundTable>>();
  const extraHosts = extraHostsFromEnv();

  const sourceOf = (config: DataSource): Promise<LiveSource> => {
    let found = open.get(config.name);
    if (!found) {
      found = checkHost(config.host, extraHosts).then((address) =>
        openLiveSource(config, { address, password: options.passwordOf?.(config) }),
      );
      open.set(config.name, found);
      // A refusal is remembered (the config will not change); a failed lookup is tried again.
      found.catch((error) => {
        if (!(error instanceof HostNotAllowed || error instanceof SourceRefused)) open.delete(config.name);
      });
    }
    return found.catch((error: Error) => {
      if (error instanceof HostNotAllowed || error instanceof SourceRefused) {
        options.log(`data source ${config.name}: ${error.message}`);
        throw new ApiError(500, `数据源 ${config.name} 不可用: ${error.message}`);
      }
      throw unavailable(config.name);
    });
  };

  const bindingOf = (resource: string) => {
    const binding = bindings.get(resource);
    if (!binding) throw new ApiError(404, `资源 ${resource} 没有绑定数据表`);
    return binding;
  };

  const shapeIn = async (binding: Binding, table: string): Promise<TableShape> => {
    const key = JSON.stringify([binding.source.name, table]);
    let found = shapes.get(key);
    if (!found) {
      const source = await sourceOf(binding.source);
      found = introspectTable(source.db, source.schema, table).then((shape) => {
        if (!shape)
          throw new BindingMismatch(`no table ${source.schema}.${table} in data source ${source.name}`);
        return shape;
      });
      shapes.set(key, found);
      found.catch(() => shapes.delete(key));
    }
    return found.catch((error: Error) => {
      if (error instanceof BindingMismatch) throw new ApiError(500, error.message);
      if (error instanceof ApiError) throw error;
      throw unavailable(binding.source.name);
    });
  };

  return {
    resources: () => [...bindings.keys()],
    async bound(resource) {
      const binding = bindingOf(resource);
      const source = await sourceOf(binding.source);
      let found = bounds.get(resource);
      if (!found) {
        found = shapeIn(binding, binding.config.binding?.table as string).then((shape) => {
          try {
            const bound = bindTable(resource, binding.page, binding.config, shape);
            for (const note of bound.notes) options.log(`page ${binding.page}: ${note}`);
            return bound;
          } catch (error) {
            if (!(error instanceof BindingMismatch)) throw error;
            options.log(error.message);
            throw new ApiError(500, error.message);
          }
        });
        bounds.set(resource, found);
        found.catch(() => bounds.delete(resource));
      }
      return { bound: await found, source };
    },
    shapeOf: (resource, table) => shapeIn(bindingOf(resource), table),
    async close() {
      const all = await Promise.allSettled(open.values());
      await Promise.all(
        all.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)),
      );
      open.clear();
    },
  };
}
