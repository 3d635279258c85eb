import type { Router } from 'express';
import { asyncHandler } from '../http/asyncHandler';
import type { BodyRules } from '../http/bodyCheck';
import { ApiError, messages, send } from '../http/envelope';
import type { ParamDomains } from '../http/routeTable';
import type { BoundTable } from './boundTable';
import { refusalOf } from './dbRefusal';
import type { LiveDatabase } from './liveDatabase';
import { listRows } from './liveList';
import { addLabels, referenceOptions } from './liveReferences';
import type { LiveSource } from './liveSource';
import { deleteRows, saveRow } from './liveWrites';

/**
 * The body rules of the live routes. The route checks only that a body is an object: what it may
 * hold is the bound page's edit form (checked with ajv in the handler, where the binding is known).
 */
export const LIVE_BODIES: BodyRules = {
  'POST /:liveResource/doEdit': { type: 'object' },
  'POST /:liveResource/doDelete': {
    type: 'object',
    properties: {
      ids: { type: ['array', 'string', 'number'], items: { type: ['string', 'number'] }, maxItems: 1000 },
      id: { type: ['string', 'number'] },
    },
    additionalProperties: false,
  },
};

/** `:liveResource` reaches only a resource bound to a table (any case, made canonical). */
export const liveDomains = (live: LiveDatabase): ParamDomains => ({ liveResource: () => live.resources() });

/**
 * The envelope calls of every page bound to a table, answered with SQL on the table: `GET
 * /<resource>/getList` (filters, paging, sort, total), `POST /<resource>/doEdit` (create without
 * `id`, edit with it), `POST /<resource>/doDelete` (`ids`, all or none) and `GET
 * /<resource>/options/<field>` (a foreign key's choices, searched and paged). Mounted before the
 * embedded store's routes, so a bound resource is never read from the JSON store; permissions.yaml
 * decides access to them as to every route. A refusal of the database is answered where it
 * belongs (refusalOf); anything else is a 500 that names nothing inside.
 *
 * @example
 * mountLiveRoutes(app, live);
 */
export function mountLiveRoutes(app: Router, live: LiveDatabase): void {
  const run = async <T>(
    resource: string,
    use: (context: { bound: BoundTable; source: LiveSource }) => Promise<T>,
  ): Promise<T> => {
    const context = await live.bound(resource);
    try {
      return await use(context);
    } catch (error) {
      throw refusalOf(error, context.bound, context.source.name) ?? error;
    }
  };

  app.get(
    '/:liveResource/getList',
    asyncHandler(async (req, res) => {
      const resource = req.params.liveResource as string;
      const page = await run(resource, ({ bound, source }) =>
        listRows(source.db, bound, req.query, (db, rows) =>
          addLabels(db, bound, rows, (table) => live.shapeOf(resource, table)),
        ),
      );
      send(res, 200, messages.success, page);
    }),
  );

  app.post(
    '/:liveResource/doEdit',
    asyncHandler(async (req, res) => {
      const row = await run(req.params.liveResource as string, ({ bound, source }) =>
        saveRow(source.db, bound, req.body),
      );
      send(res, 200, messages.saved, row);
    }),
  );

  app.post(
    '/:liveResource/doDelete',
    asyncHandler(async (req, res) => {
      const ids = await run(req.params.liveResource as string, ({ bound, source }) =>
        deleteRows(source.db, bound, req.body),
      );
      send(res, 200, messages.deleted, { ids, total: ids.length });
    }),
  );

  app.get(
    '/:liveResource/options/:field',
    asyncHandler(async (req, res) => {
      const resource = req.params.liveResource as string;
      const options = await run(resource, async ({ bound, source }) => {
        const reference = bound.references.get(req.params.field as string);
        if (!reference) throw new ApiError(404, `字段 ${req.params.field} 不是 ${resource} 的外键`);
        const shape = await live.shapeOf(resource, reference.foreignKey.refTable);
        return referenceOptions(source.db, reference, shape, req.query);
      });
      send(res, 200, messages.success, options);
    }),
  );
}
