import { authOf } from '../../../../../server/auth/authGate';
import type { BodyOf } from '../../../../../server/http/bodySchema';
import { messages, send } from '../../../../../server/http/envelope';
import { planApply, writePlanned } from '../../../project/server/applyFiles';
import { hashText } from '../../../project/server/projectFiles';
import { validateProject } from '../../../project/server/validateProject';
import { planOr409 } from '../../../project/server/workbenchProjectRoutes';
import type { WorkbenchCall } from '../../../server/workbenchContext';
import { registerResource } from '../generatedResources';
import type { GEN_APPLY } from '../generatorBodies';
import { findTable, tablesOf } from './genTables';

/**
 * Writes a render's files to a project: hash-checked against what the render saw (409), the
 * project validated with them first (422, nothing written), JIMU only under `jimu dev` with
 * write:config. Records the table's last generation; in project JIMU a generated table's seeded
 * collection is served at once.
 */
export async function applyFiles({ ctx, body, req, res }: WorkbenchCall<BodyOf<typeof GEN_APPLY>>) {
  const project = ctx.project(body.projectId);
  ctx.guardWrite(res, project);
  const root = await ctx.root(project);
  const files = body.files ?? [];
  const texts = planOr409(() => planApply(root, files, body.resolutions ?? {}));
  const overrides = Object.fromEntries(Object.entries(texts).filter(([path]) => path.startsWith('config/')));
  const diagnostics = await validateProject(root, overrides, ctx.places.pluginsDir);
  if (diagnostics.some((d) => d.severity === 'error'))
    return send(res, 422, '校验未通过，未写入', { diagnostics });
  const written = await writePlanned(root, texts);
  const table = body.genTableId !== undefined ? findTable(ctx, body.genTableId) : undefined;
  if (table) {
    if (body.genTable) Object.assign(table, body.genTable, { id: table.id, projectId: table.projectId });
    table.lastGenerated = {
      at: new Date().toISOString(),
      by: authOf(res).user.username,
      files: written.map((path) => ({ path, hash: hashText(texts[path] ?? '') })),
    };
  }
  // Generated collections answer at once in this server (project JIMU is the one it serves);
  // only a generated table's resource of the project, never another collection (users…).
  const seeded = files.find((f) => f.path === 'mock-db.json' && f.mode === 'merge-json');
  if (project.seed && seeded && texts['mock-db.json'] !== undefined) {
    const generated = new Set(
      tablesOf(ctx)
        .filter((t) => t.projectId === project.id)
        .map((t) => t.resource),
    );
    const fragment: unknown = JSON.parse(seeded.content);
    for (const [resource, rows] of Object.entries(fragment ?? {})) {
      if (!generated.has(resource) || !Array.isArray(rows)) continue;
      ctx.store.state[resource] = rows;
      registerResource(ctx.resources, resource);
    }
  }
  ctx.log(req, res, {
    projectId: project.id,
    kind: 'generator.apply',
    targetId: table?.id,
    summary: `applied ${written.length} files`,
  });
  await ctx.store.flush();
  send(res, 200, messages.saved, { written });
}
