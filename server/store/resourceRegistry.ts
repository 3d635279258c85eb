import { type ResourceSpec, SAMPLE_RESOURCES } from './resources';

/**
 * The envelope resources one server serves (`/<resource>/getList|doEdit|doDelete`): the sample's
 * own, those of the plugins it mounts and of the console's pages, and what it adds while it runs
 * (a collection the workbench generated). Each server has its own: nothing one adds is served by
 * another made in the same process.
 */
export interface ResourceRegistry extends Iterable<[name: string, spec: ResourceSpec]> {
  /**
   * Serves `specs` from now on. A name already served by another spec is an error naming `owner`
   * (the plugin), the resource and the collection it is served over; the same spec again is not.
   */
  register(specs: Readonly<Record<string, ResourceSpec>>, owner: string): void;
  /** The spec served under `name` (its canonical spelling), or undefined. */
  get(name: string): ResourceSpec | undefined;
  /**
   * The names a request may reach now: never one over `sessions`, nor one over `users` unless it
   * hides the password.
   */
  served(): string[];
}

/** Whether a resource over `spec` may be reached by a request: no sessions, no password hashes. */
function mayServe(spec: ResourceSpec): boolean {
  const collection = spec.collection.toLowerCase();
  if (collection === 'sessions') return false;
  return collection !== 'users' || (spec.secret ?? []).includes('password');
}

/**
 * The resource table of one server, starting with the sample's own ({@link SAMPLE_RESOURCES}).
 *
 * @example
 * const resources = createResourceRegistry();
 * resources.register({ board: { collection: 'boards' } }, 'workbench');
 * resources.get('board'); // { collection: 'boards' }
 * resources.served(); // ['table', 'roleManagement', …, 'board']
 */
export function createResourceRegistry(
  builtIn: Readonly<Record<string, ResourceSpec>> = SAMPLE_RESOURCES,
): ResourceRegistry {
  const table = new Map(Object.entries(builtIn));
  return {
    register(specs, owner) {
      for (const [name, spec] of Object.entries(specs)) {
        const taken = table.get(name);
        if (taken !== undefined && taken !== spec)
          throw new Error(
            `plugin ${owner}: the envelope resource '${name}' is already served (collection ${taken.collection})`,
          );
        table.set(name, spec);
      }
    },
    get: (name) => table.get(name),
    served: () => [...table].filter(([, spec]) => mayServe(spec)).map(([name]) => name),
    [Symbol.iterator]: () => table.entries(),
  };
}
