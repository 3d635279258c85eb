import type { BodyOf } from '../../../../../server/http/bodySchema';
import { ApiError, messages, send } from '../../../../../server/http/envelope';
import { findTable } from '../../../generator/server/routes/genTables';
import type { WorkbenchCall } from '../../../server/workbenchContext';
import type { MATERIAL_PLAN, MATERIAL_RENDER, MATERIAL_TO_GEN_TABLE, MATERIAL_USE } from '../materialBodies';
import { withMaterialColumns } from '../materialColumns';
import { materialFiles, TargetError } from '../materialFiles';
import { findMaterial, logMaterial, pluginsOf, renderMaterial } from '../materials';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

// A render is a read (config/permissions.yaml): the test user may try parameters too.
export async function renderWithValues({ ctx, body, res }: WorkbenchCall<BodyOf<typeof MATERIAL_RENDER>>) {
  const rendered = await renderMaterial(res, findMaterial(ctx, body.id), body.values ?? {});
  if (rendered) send(res, 200, messages.success, rendered);
}

/** A material rendered for use in a screen, and counted. */
export async function useMaterial({ ctx, body, req, res }: WorkbenchCall<BodyOf<typeof MATERIAL_USE>>) {
  const material = findMaterial(ctx, body.id);
  const rendered = await renderMaterial(res, material, body.values ?? {});
  if (!rendered) return;
  if (rendered.diagnostics.some((d) => d.severity === 'error')) {
    send(res, 400, `物料渲染后未通过校验: ${rendered.diagnostics[0]?.message}`, rendered);
    return;
  }
  material.uses += 1;
  logMaterial(
    ctx,
    req,
    res,
    material,
    `used material ${material.name} in ${text(body.target) || 'a screen'}`,
  );
  await ctx.store.flush();
  send(res, 200, messages.success, { ...rendered, material });
}

/** The files inserting a material into a project would write (applied through /workbench/apply). */
export async function planMaterial({ ctx, body, res }: WorkbenchCall<BodyOf<typeof MATERIAL_PLAN>>) {
  const material = findMaterial(ctx, body.id);
  const project = ctx.project(body.projectId);
  const plugins = await pluginsOf(ctx, project.id);
  const missing = material.requiresPlugins.filter((p) => !plugins.includes(p));
  if (missing.length > 0) throw new ApiError(400, `项目 ${project.code} 未启用插件 ${missing.join(', ')}`);
  const values = body.values ?? {};
  const rendered = await renderMaterial(res, material, values);
  if (!rendered) return;
  if (rendered.diagnostics.some((d) => d.severity === 'error')) {
    send(res, 400, `物料渲染后未通过校验: ${rendered.diagnostics[0]?.message}`, rendered);
    return;
  }
  const pageName = text(body.pageName) || text(values.name);
  try {
    const planned = await materialFiles(
      await ctx.root(project),
      ctx.places.pluginsDir,
      { name: material.name, type: material.type, version: material.version, ...rendered },
      { pageName, parent: text(body.parent) || undefined },
    );
    send(res, 200, messages.success, { ...planned, writable: ctx.mayWrite(res, project) });
  } catch (error) {
    if (error instanceof TargetError) throw new ApiError(400, error.message);
    throw error;
  }
}

/** A column or column group material added to a generated table's columns. */
export async function toGenTable({
  ctx,
  body,
  req,
  res,
}: WorkbenchCall<BodyOf<typeof MATERIAL_TO_GEN_TABLE>>) {
  const material = findMaterial(ctx, body.id);
  if (material.type !== 'column' && material.type !== 'columns')
    throw new ApiError(400, `${material.type} 物料不能插入到代码生成的字段，只有列和列组可以`);
  const table = findTable(ctx, body.genTableId);
  const rendered = await renderMaterial(res, material, body.values ?? {});
  if (!rendered) return;
  if (rendered.diagnostics.some((d) => d.severity === 'error')) {
    send(res, 400, `物料渲染后未通过校验: ${rendered.diagnostics[0]?.message}`, rendered);
    return;
  }
  const columns = (material.type === 'column' ? [rendered.value] : rendered.value) as never[];
  table.columns = withMaterialColumns(table.columns, columns);
  material.uses += 1;
  logMaterial(ctx, req, res, material, `used material ${material.name} in table ${table.tableName}`);
  await ctx.store.flush();
  send(res, 200, messages.saved, table);
}
