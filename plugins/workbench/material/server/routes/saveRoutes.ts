import { authOf } from '../../../../../server/auth/authGate';
import type { DELETE_BODY } from '../../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../../server/http/bodySchema';
import { ApiError, messages, send } from '../../../../../server/http/envelope';
import { idsOf } from '../../../../../server/store/collectionWriter';
import type { WorkbenchCall } from '../../../server/workbenchContext';
import { checkMaterial, checkParams, FRAGMENT_SCHEMAS, MATERIAL_TYPES } from '../checkMaterial';
import type { MATERIAL_SAVE } from '../materialBodies';
import { findMaterial, logMaterial, type Material } from '../materials';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const stringList = (value: unknown) =>
  Array.isArray(value) ? [...new Set(value.map((v) => String(v).trim()).filter(Boolean))] : [];

/** A material saved: a new one, or a new version of one's own (built-in ones are fixed). */
export async function saveMaterial({ ctx, body, req, res }: WorkbenchCall<BodyOf<typeof MATERIAL_SAVE>>) {
  const fieldErrors: Record<string, string> = {};
  const name = text(body.name);
  const type = text(body.type);
  const tags = stringList(body.tags);
  if (!name) fieldErrors.name = '请填写物料名称';
  else if (name.length > 40) fieldErrors.name = '物料名称最多 40 个字';
  if (!MATERIAL_TYPES.some((known) => known === type)) fieldErrors.type = '请选择物料类型';
  if (tags.length > 8 || tags.some((t) => t.length > 12))
    fieldErrors.tags = '最多 8 个标签，每个最多 12 个字';
  const existing = body.id === undefined || body.id === null ? undefined : findMaterial(ctx, body.id);
  if (existing?.builtIn) throw new ApiError(403, '内置物料不能修改：请复制为新物料后再改');
  if (existing && Number(body.version) !== existing.version)
    throw new ApiError(409, `物料已被修改为第 ${existing.version} 版，请重新打开后再保存`);
  const params = checkParams(String(body.params ?? ''));
  const content = String(body.content ?? '');
  const checked = await checkMaterial(type, content, params.params);
  const diagnostics = [...params.diagnostics, ...checked.diagnostics];
  if (Object.keys(fieldErrors).length > 0 || diagnostics.some((d) => d.severity === 'error')) {
    const msg = Object.values(fieldErrors)[0] ?? `物料内容未通过校验: ${diagnostics[0]?.message}`;
    send(res, 400, msg, { fieldErrors, diagnostics });
    return;
  }
  const fields = {
    name,
    type,
    tags,
    description: text(body.description),
    content,
    params: params.params,
    preview: checked.value,
    requiresPlugins: stringList(body.requiresPlugins),
    fragmentSchema: String(FRAGMENT_SCHEMAS[type]),
    updateTime: now(),
  };
  let saved: Material;
  if (existing) {
    Object.assign(existing, fields, { version: existing.version + 1 });
    saved = existing;
  } else {
    saved = {
      id: ctx.nextId('materials'),
      ...fields,
      jimuVersion: '>=1.0.0',
      version: 1,
      builtIn: false,
      cover: '',
      uses: 0,
      author: authOf(res).user.username,
      createTime: fields.updateTime,
    };
    ctx.rows('materials').push(saved);
  }
  logMaterial(
    ctx,
    req,
    res,
    saved,
    existing ? `saved material ${name} v${saved.version}` : `created material ${name}`,
  );
  await ctx.store.flush();
  send(res, 200, messages.saved, saved);
}

/** Deletes materials; built-in ones never. */
export async function deleteMaterials({ ctx, body, req, res }: WorkbenchCall<BodyOf<typeof DELETE_BODY>>) {
  const chosen = idsOf(body).map((id) => findMaterial(ctx, id));
  if (chosen.some((m) => m.builtIn)) throw new ApiError(403, '内置物料不能删除');
  const list = ctx.rows('materials');
  for (const material of chosen) {
    list.splice(list.indexOf(material), 1);
    logMaterial(ctx, req, res, material, `deleted material ${material.name}`);
  }
  await ctx.store.flush();
  send(res, 200, messages.deleted);
}
