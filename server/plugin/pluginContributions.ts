import type { BodyRules } from '../http/bodyCheck';
import type { OwnedFields } from '../store/ownedFields';
import type { PluginServer } from './pluginServer';

/** The body rules and owned fields of the server and its plugins, merged. */
export interface PluginContributions {
  bodies: BodyRules;
  ownedFields: Record<string, OwnedFields>;
}

/**
 * The server's own body rules with each plugin's added, and the plugins' owned fields. A route or
 * collection two parties declare is an error naming both: one rule per route, one owner per field.
 *
 * @example
 * const { bodies, ownedFields } = pluginContributions(CONSOLE_BODIES, servers);
 */
export function pluginContributions(own: BodyRules, servers: readonly PluginServer[]): PluginContributions {
  const bodies: BodyRules = { ...own };
  const ownedFields: Record<string, OwnedFields> = {};
  const bodyOwner = new Map(Object.keys(own).map((key) => [key, 'the server']));
  const fieldOwner = new Map<string, string>();
  for (const server of servers) {
    for (const [key, rule] of Object.entries(server.bodies ?? {})) {
      const taken = bodyOwner.get(key);
      if (taken) throw new Error(`plugin ${server.name}: ${taken} already has a body rule for ${key}`);
      bodyOwner.set(key, `plugin ${server.name}`);
      bodies[key] = rule;
    }
    for (const [collection, owned] of Object.entries(server.ownedFields ?? {})) {
      const taken = fieldOwner.get(collection);
      if (taken)
        throw new Error(`plugin ${server.name}: plugin ${taken} already owns fields of ${collection}`);
      fieldOwner.set(collection, server.name);
      ownedFields[collection] = owned;
    }
  }
  return { bodies, ownedFields };
}
