/** Options of one registration. */
export interface RegisterOptions {
  /** Replace an entry of the same name instead of failing: the one way to swap a built-in out. */
  override?: boolean;
}

/**
 * Named entries of one kind (cells, widgets, actions …): defaults first, plugin entries over them.
 *
 * @example
 * const cells = createRegistry('cell', { text: TextCell });
 * cells.register('example/heat', HeatCell);
 * cells.get('example/heat', 'column pageViews of pages/comprehensiveTable');
 */
export interface Registry<T> {
  /** Adds an entry; a name given twice throws unless `override: true`. */
  register(name: string, value: T, options?: RegisterOptions): void;
  /** The entry, or an error naming the kind, the name, where it was referenced and what exists. */
  get(name: string, where?: string): T;
  has(name: string): boolean;
  names(): string[];
  /** A plain copy: `name → entry` (what rjsf's `widgets` prop takes, for instance). */
  entries(): Record<string, T>;
}

/**
 * A registry that starts from a default factory's entries (STYLE.md, after rjsf's
 * `getDefaultRegistry`). Lookups that find nothing throw instead of rendering nothing, so a typo
 * in a config or a plugin that was not enabled is a clear message, not a blank cell.
 *
 * @example
 * const actions = createRegistry<PluginAction>('action', {});
 * actions.register('example/publish', publishAction);
 * actions.register('example/publish', other); // throws: action 'example/publish' is registered twice
 */
export function createRegistry<T>(kind: string, defaults: Record<string, T> = {}): Registry<T> {
  const entries = new Map<string, T>(Object.entries(defaults));
  return {
    register(name, value, options = {}) {
      if (entries.has(name) && !options.override) {
        throw new Error(`${kind} '${name}' is registered twice (pass override: true to replace it)`);
      }
      entries.set(name, value);
    },
    get(name, where) {
      const found = entries.get(name);
      if (found !== undefined) return found;
      const at = where ? ` (referenced by ${where})` : '';
      const known = [...entries.keys()].sort().join(', ') || 'none';
      throw new Error(`unknown ${kind} '${name}'${at}; known: ${known}`);
    },
    has: (name) => entries.has(name),
    names: () => [...entries.keys()],
    entries: () => Object.fromEntries(entries),
  };
}
