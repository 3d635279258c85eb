import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import { BOARD_TEMPLATE_SAVE } from './boardBodies';
import { type BoardColumn, readColumns } from './boardRules';
import { refuse } from './boardTaskRoutes';

type Row = Record<string, unknown>;

/** A board template as stored. */
export interface TemplateRow extends Row {
  id: number;
  name: string;
  columns: BoardColumn[];
  labels?: string[];
  starterTasks?: { title: string; column: string }[];
  builtIn?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The template with this id, or a 404. */
export function templateOf(ctx: WorkbenchContext, id: unknown): TemplateRow {
  const found = ctx.rows('boardTemplates').find((t) => String(t.id) === String(id));
  if (!found) throw new ApiError(404, `看板模板不存在: ${String(id)}`);
  return found;
}

type Call<Body = unknown> = WorkbenchCall<Body>;

function listTemplates({ ctx, res }: Call) {
  const list = ctx.rows('boardTemplates');
  send(res, 200, messages.success, { list, total: list.length });
}

/** A custom template created or changed; names are unique, starter cards name its columns. */
async function saveTemplate({ ctx, body, res }: Call<BodyOf<typeof BOARD_TEMPLATE_SAVE>>) {
  const templates = ctx.rows('boardTemplates');
  const existing = body.id === undefined || body.id === null ? undefined : templateOf(ctx, body.id);
  if (existing?.builtIn) throw new ApiError(403, `内置模板「${existing.name}」不能修改，请复制后再改`);
  const { columns, errors } = readColumns(body.columns);
  const name = text(body.name);
  if (!name) errors.name = '模板名称不能为空';
  else if (name.length > 40) errors.name = '模板名称最多 40 个字';
  else if (templates.some((t) => t.name === name && t.id !== existing?.id))
    errors.name = `模板名称「${name}」已存在`;
  const description = text(body.description);
  if (description.length > 200) errors.description = '描述最多 200 个字';
  const labels = Array.isArray(body.labels) ? body.labels.map(text).filter(Boolean) : [];
  if (labels.length > 20 || labels.some((l) => l.length > 20))
    errors.labels = '标签最多 20 个，每个最多 20 个字';
  const starterTasks = (body.starterTasks ?? []).map((s, index) => {
    const title = text(s?.title);
    const column = text(s?.column);
    if (!title || title.length > 200) errors[`starterTasks.${index}.title`] = '标题须为 1–200 个字';
    if (!columns.some((c) => c.key === column))
      errors[`starterTasks.${index}.column`] = `列 ${column || '（空）'} 不在模板的列中`;
    return { title, column };
  });
  if (refuse(res, errors)) return;
  const template: TemplateRow = existing ?? {
    id: ctx.nextId('boardTemplates'),
    name,
    columns,
    builtIn: false,
    createTime: new Date().toISOString().slice(0, 19).replace('T', ' '),
  };
  Object.assign(template, {
    name,
    description,
    cover: text(body.cover) || 'blue',
    columns,
    labels,
    starterTasks,
  });
  if (!existing) templates.push(template);
  await ctx.store.flush();
  send(res, 200, messages.saved, template);
}

/** Deletes custom templates; built-in ones never. */
async function deleteTemplates({ ctx, body, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const ids = idsOf(body);
  const list = ctx.rows('boardTemplates');
  const found = ids.map((id) => templateOf(ctx, id));
  const builtIn = found.find((t) => t.builtIn);
  if (builtIn) throw new ApiError(403, `内置模板「${builtIn.name}」不能删除`);
  for (const template of found) list.splice(list.indexOf(template), 1);
  await ctx.store.flush();
  send(res, 200, messages.deleted);
}

/**
 * Board templates: list, save (create or edit a custom one; the built-in three are
 * copied, not changed), delete (delete:system; built-in ones never). Names are unique; starter
 * tasks must name one of the template's columns.
 *
 * @example
 * mountRoutes(app, BOARD_TEMPLATE_ROUTES, ctx);
 */
export const BOARD_TEMPLATE_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/boardTpl/getList', handler: listTemplates }),
  route({
    method: 'POST',
    path: '/workbench/boardTpl/save',
    body: BOARD_TEMPLATE_SAVE,
    handler: saveTemplate,
  }),
  route({
    method: 'POST',
    path: '/workbench/boardTpl/doDelete',
    body: DELETE_BODY,
    handler: deleteTemplates,
  }),
];
