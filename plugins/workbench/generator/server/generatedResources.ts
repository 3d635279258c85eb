import type { ResourceRegistry } from '../../../../server/store/resourceRegistry';

/**
 * Serves a generated collection as an envelope resource of this server at once (no restart): the
 * envelope routes look a resource up on every request. A name the server already serves keeps
 * its own spec.
 *
 * @example
 * registerResource(ctx.resources, 'orders'); // GET /orders/getList answers the `orders` collection
 */
export function registerResource(resources: ResourceRegistry, resource: string): void {
  if (resources.get(resource) === undefined)
    resources.register({ [resource]: { collection: resource } }, 'workbench');
}
