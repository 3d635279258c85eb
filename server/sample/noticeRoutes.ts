import type { Response } from 'express';
import { authOf } from '../auth/authGate';
import { EMPTY, ID, strict } from '../http/bodyRuleParts';
import type { BodyOf } from '../http/bodySchema';
import { ApiError, messages, send } from '../http/envelope';
import { type RouteCall, type RouteTable, route } from '../http/route';
import { type SampleContext, sampleCollections } from './sampleContext';

type Call<Body = unknown> = RouteCall<SampleContext, Body>;

const READ = strict({ id: ID }, ['id']);

const namesIn = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const noticesOf = (ctx: SampleContext) => sampleCollections(ctx.store).read('notices');
const me = (res: Response) => String(authOf(res).user.username);

/** The caller's notices, without the ones they cleared, each with whether they read it. */
function inbox({ ctx, res }: Call) {
  const user = me(res);
  const list = noticesOf(ctx)
    .filter((notice) => !namesIn(notice.clearedBy).includes(user))
    .map(({ readBy, clearedBy: _cleared, ...notice }) => ({
      ...notice,
      read: namesIn(readBy).includes(user),
    }));
  send(res, 200, messages.success, { list, total: list.length });
}

/** Marks one notice read for the caller. */
async function readNotice({ ctx, body, res }: Call<BodyOf<typeof READ>>) {
  const notice = noticesOf(ctx).find((row) => String(row.id) === String(body.id));
  if (!notice) throw new ApiError(404, `记录 ${String(body.id)} 不存在`);
  const user = me(res);
  if (!namesIn(notice.readBy).includes(user)) notice.readBy = [...namesIn(notice.readBy), user];
  await ctx.store.flush();
  send(res, 200, messages.saved, { id: notice.id, read: true });
}

/** Clears every current notice for the caller only. */
async function clearNotices({ ctx, res }: Call) {
  const user = me(res);
  let cleared = 0;
  for (const notice of noticesOf(ctx)) {
    if (namesIn(notice.clearedBy).includes(user)) continue;
    notice.clearedBy = [...namesIn(notice.clearedBy), user];
    cleared++;
  }
  await ctx.store.flush();
  send(res, 200, messages.saved, { total: cleared });
}

/**
 * The header's messages per signed-in user, over the `notices` collection: `GET /notice/inbox`
 * answers the caller's notices (without the ones they cleared) each with `read`; `POST
 * /notice/read` ({ id }) marks one read when it is opened; `POST /notice/clear` clears every
 * current notice for the caller only. The state lives on the notices (`readBy`, `clearedBy`:
 * user names), so it survives a reload and a restart, and one user's clearing hides nothing from
 * another.
 *
 * @example
 * mountRoutes(app, NOTICE_ROUTES, sample); // GET /notice/inbox → { list: [{ id, notice, read }], total }
 */
export const NOTICE_ROUTES: RouteTable<SampleContext> = [
  route({ method: 'GET', path: '/notice/inbox', handler: inbox }),
  route({ method: 'POST', path: '/notice/read', body: READ, handler: readNotice }),
  route({ method: 'POST', path: '/notice/clear', body: EMPTY, handler: clearNotices }),
];
