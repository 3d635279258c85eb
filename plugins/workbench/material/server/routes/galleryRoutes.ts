import type { BodyOf } from '../../../../../server/http/bodySchema';
import { messages, send } from '../../../../../server/http/envelope';
import type { WorkbenchCall } from '../../../server/workbenchContext';
import { checkMaterial, checkParams, MATERIAL_TYPES, type MaterialDiagnostic } from '../checkMaterial';
import type { MATERIAL_VALIDATE } from '../materialBodies';
import { findMaterial, materialsOf, pluginsOf } from '../materials';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The gallery: by type, tag and words, sorted, paged; each material's availability for a project. */
export async function listMaterials({ ctx, req, res }: WorkbenchCall) {
  const keyword = text(req.query.keyword).toLowerCase();
  const type = text(req.query.type);
  const tag = text(req.query.tag);
  const plugins = text(req.query.projectId) === '' ? undefined : await pluginsOf(ctx, req.query.projectId);
  const all = materialsOf(ctx);
  const matched = all
    .filter((m) => !type || m.type === type)
    .filter((m) => !tag || m.tags.includes(tag))
    .filter(
      (m) =>
        !keyword || [m.name, m.description, ...m.tags].some((s) => String(s).toLowerCase().includes(keyword)),
    )
    .sort((a, b) =>
      req.query.sort === 'newest'
        ? b.createTime.localeCompare(a.createTime) || b.id - a.id
        : b.uses - a.uses || a.id - b.id,
    );
  const pageNo = Math.max(Number(req.query.pageNo) || 1, 1);
  const pageSize = Math.min(Math.max(Number(req.query.pageSize) || 24, 1), 100);
  const list = matched.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => {
    const missing = plugins ? m.requiresPlugins.filter((p) => !plugins.includes(p)) : [];
    return { ...m, available: missing.length === 0, missingPlugins: missing };
  });
  const counts = new Map<string, number>();
  for (const m of all) for (const t of m.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  const tags = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
  send(res, 200, messages.success, { list, total: matched.length, tags, types: MATERIAL_TYPES });
}

export function getMaterial({ ctx, req, res }: WorkbenchCall) {
  send(res, 200, messages.success, findMaterial(ctx, req.query.id));
}

/** Content as typed checked against its fragment schema, errors located. */
export async function validateMaterial({ body, res }: WorkbenchCall<BodyOf<typeof MATERIAL_VALIDATE>>) {
  const params = checkParams(String(body.params ?? ''));
  const checked = await checkMaterial(String(body.type ?? ''), String(body.content ?? ''), params.params);
  const diagnostics: MaterialDiagnostic[] = [...params.diagnostics, ...checked.diagnostics];
  send(res, 200, messages.success, { diagnostics, text: checked.text, value: checked.value });
}
