import { randomUUID } from 'node:crypto';
import { ApiError, fieldRefusal, messages } from '../http/envelope';
import type { DataStore } from './dataStore';
import { hashPassword } from './passwords';
import type { RecordTypes } from './recordTypes';
import type { ResourceSpec } from './resources';
import { formatDatetime } from './seed/seededRandom';
import { assertTreeParent } from './treeParent';

type Row = Record<string, unknown>;

/** The permission (config/permissions.yaml) needed to give anyone roles: Admin only. */
export const ASSIGN_ROLES_PERMISSION = 'write:roles';
/** Roles a new account gets when nobody with {@link ASSIGN_ROLES_PERMISSION} chose others. */
export const DEFAULT_ROLES = ['Test'];

/** Who is writing: whether they may change roles (the caller's permissions decide). */
export interface WriteActor {
  mayAssignRoles: boolean;
}

const sameRoles = (a: unknown, b: unknown) =>
  Array.isArray(a) &&
  Array.isArray(b) &&
  new Set(a).size === new Set(b).size &&
  a.every((role) => b.includes(role));

/** Minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Reads `ids` of a delete call: an array, a comma-separated string, or a single `id`.
 *
 * @example
 * idsOf({ ids: '1,2' }); // ['1', '2']
 */
export function idsOf(body: { ids?: unknown; id?: unknown }): string[] {
  const raw = present(body.ids) ? body.ids : body.id;
  const ids = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : present(raw) ? [raw] : [];
  const clean = ids.map((id) => String(id).trim()).filter((id) => id !== '');
  if (clean.length === 0 || ids.some((id) => typeof id !== 'string' && typeof id !== 'number')) {
    throw fieldRefusal({ ids: '参数 ids 应为一个或多个 id' });
  }
  return clean;
}

/**
 * Creates, updates and deletes records with the checks every write path shares: field types,
 * unknown ids (404), unique user names, hashed passwords, roles changed only by an actor who may
 * assign them (403), tree parents that exist and form no cycle, and cascades.
 * Mutations are synchronous (after any hashing), so concurrent calls cannot interleave.
 *
 * @example
 * const writer = createCollectionWriter(store, types);
 * const row = await writer.save({ collection: 'table' }, { title: 'new' }); // created with the next id
 */
export function createCollectionWriter(store: DataStore, types: RecordTypes) {
  const rowsOf = (collection: string) => {
    const rows = store.state[collection];
    if (!Array.isArray(rows)) throw new ApiError(404, `${messages.notFound}: ${collection}`);
    return rows;
  };
  const nextId = (rows: Row[]) => {
    if (rows.length > 0 && !rows.every((row) => typeof row.id === 'number')) return randomUUID();
    let max = 0;
    for (const row of rows) if (typeof row.id === 'number' && row.id > max) max = row.id;
    return max + 1;
  };
  const find = (rows: Row[], id: unknown) => rows.find((row) => String(row.id) === String(id));

  async function prepareUser(body: Row, self: Row | undefined, actor: WriteActor): Promise<void> {
    const creating = self === undefined;
    if (creating && (typeof body.username !== 'string' || body.username.trim() === '')) {
      throw fieldRefusal({ username: '字段 username 不能为空' });
    }
    if (creating && !present(body.password)) throw fieldRefusal({ password: '字段 password 不能为空' });
    if (present(body.password)) {
      // Setting another account's password takes that account over: it is the same power as
      // giving roles. People change their own through PUT /v1/users/password, with the old one.
      if (!creating && !actor.mayAssignRoles) throw new ApiError(403, '无权限修改用户密码');
      if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) {
        throw fieldRefusal({ password: `字段 password 至少 ${MIN_PASSWORD_LENGTH} 位` });
      }
      body.password = hashPassword(body.password);
    } else delete body.password;
    if (creating) body.roles ??= [...DEFAULT_ROLES];
    if (
      body.roles !== undefined &&
      (!Array.isArray(body.roles) || body.roles.some((role) => typeof role !== 'string'))
    ) {
      throw fieldRefusal({ roles: '字段 roles 应为字符串数组' });
    }
    const unchanged =
      body.roles === undefined || sameRoles(body.roles, creating ? DEFAULT_ROLES : self.roles);
    if (!unchanged && !actor.mayAssignRoles) throw new ApiError(403, '无权限修改用户角色');
  }

  function assertUnique(spec: ResourceSpec, rows: Row[], body: Row, self: Row | undefined) {
    if (spec.collection === 'users' && typeof body.username === 'string') {
      const taken = rows.find((row) => row.username === body.username && row !== self);
      if (taken) throw new ApiError(409, `用户名 ${body.username} 已存在`);
    }
    // Names people tell apart by eye (a role) are compared without case or surrounding spaces.
    const key = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
    for (const field of spec.unique ?? []) {
      if (!present(body[field])) continue;
      if (rows.some((row) => row !== self && key(row[field]) === key(body[field]))) {
        throw new ApiError(409, `字段 ${field} 的值 ${String(body[field])} 已存在`);
      }
    }
  }

  function linkParent(rows: Row[], spec: ResourceSpec, row: Row) {
    if (!spec.tree) return;
    const parent = assertTreeParent(rows, spec.tree, row[spec.tree.id], row[spec.tree.parent]);
    if (parent && ('parentName' in row || spec.collection === 'departments')) row.parentName = parent.name;
  }

  return {
    /** Creates (no id) or updates (with id) one record; resolves with the stored record. */
    async save(
      spec: ResourceSpec,
      input: unknown,
      actor: WriteActor = { mayAssignRoles: false },
    ): Promise<Row> {
      const rows = rowsOf(spec.collection);
      const body = { ...types.check(spec.collection, rows, input) };
      const creating = !present(body.id);
      if (spec.collection === 'users') {
        const self = creating ? undefined : find(rows, body.id);
        if (!creating && !self) throw new ApiError(404, `记录 ${String(body.id)} 不存在`);
        await prepareUser(body, self, actor);
      }
      // From here on nothing awaits: the check-then-write below cannot interleave with another call.
      if (creating) {
        assertUnique(spec, rows, body, undefined);
        const row: Row = { ...body, id: nextId(rows) };
        if (types.fieldType(spec.collection, rows, 'uuid') && !present(row.uuid)) row.uuid = randomUUID();
        for (const stamp of ['createTime', 'datetime', 'datatime']) {
          if (types.fieldType(spec.collection, rows, stamp) && !present(row[stamp]))
            row[stamp] = formatDatetime(new Date());
        }
        linkParent(rows, spec, row);
        rows.push(row);
        return row;
      }
      const row = find(rows, body.id);
      if (!row) throw new ApiError(404, `记录 ${String(body.id)} 不存在`);
      assertUnique(spec, rows, body, row);
      const updated = { ...row, ...body, id: row.id };
      linkParent(rows, spec, updated);
      Object.assign(row, updated);
      return row;
    },
    /** Deletes the records (and tree descendants); 404 naming unknown ids, deleting none of them. */
    remove(spec: ResourceSpec, ids: string[]): Row[] {
      const rows = rowsOf(spec.collection);
      const missing = ids.filter((id) => !find(rows, id));
      if (missing.length > 0) throw new ApiError(404, `记录 ${missing.join(', ')} 不存在`);
      const doomed = new Set(ids);
      if (spec.tree) {
        const { id: idKey, parent } = spec.tree;
        let grew = true;
        while (grew) {
          grew = false;
          for (const row of rows) {
            if (!doomed.has(String(row[idKey])) && doomed.has(String(row[parent]))) {
              doomed.add(String(row[idKey]));
              grew = true;
            }
          }
        }
      }
      const removed = rows.filter(
        (row) => doomed.has(String(row.id)) || (spec.tree && doomed.has(String(row[spec.tree.id]))),
      );
      store.state[spec.collection] = rows.filter((row) => !removed.includes(row));
      return removed;
    },
  };
}

export type CollectionWriter = ReturnType<typeof createCollectionWriter>;
