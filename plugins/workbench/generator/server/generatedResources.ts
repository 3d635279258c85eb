import { RESOURCES } from '../../../../server/store/resources';

/**
 * Serves a generated collection as an envelope resource at once (no restart): the envelope
 * routes read RESOURCES on every request.
 *
 * @example
 * registerResource('orders'); // GET /orders/getList answers the `orders` collection
 */
export function registerResource(resource: string): void {
  RESOURCES[resource] ??= { collection: resource };
}
