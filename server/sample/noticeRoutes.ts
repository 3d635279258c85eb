import type { Response, Router } from 'express';
import { authOf } from '../auth/authGate';
import { asyncHandler } from '../http/asyncHandler';
import { ApiError, messages, send } from '../http/envelope';
import type { DataStore } from '../store/dataStore';

type Row = Record<string, unknown>;

const namesIn = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The header's messages per signed-in user, over the `notices` collection: `GET /notice/inbox`
 * answers the caller's notices (without the ones they cleared) each with `read`; `POST
 * /notice/read` ({ id }) marks one read when it is opened; `POST /notice/clear` clears every
 * current notice for the caller only. The state lives on the notices (`readBy`, `clearedBy`:
 * user names), so it survives a reload and a restart, and one user's clearing hides nothing from
 * another.
 *
 * @example
 * mountNoticeRoutes(app, { store }); // GET /notice/inbox → { list: [{ id, notice, read }], total }
 */
export function mountNoticeRoutes(app: Router, deps: { store: DataStore }): void {
  const { store } = deps;
  const notices = () => (Array.isArray(store.state.notices) ? (store.state.notices as Row[]) : []);
  const me = (res: Response) => String(authOf(res).user.username);

  app.get('/notice/inbox', (_req, res) => {
    const user = me(res);
    const list = notices()
      .filter((notice) => !namesIn(notice.clearedBy).includes(user))
      .map(({ readBy, clearedBy: _cleared, ...notice }) => ({
        ...notice,
        read: namesIn(readBy).includes(user),
      }));
    send(res, 200, messages.success, { list, total: list.length });
  });

  app.post(
    '/notice/read',
    asyncHandler(async (req, res) => {
      const id = (req.body as Row | undefined)?.id;
      const notice = notices().find((row) => String(row.id) === String(id));
      if (!notice) throw new ApiError(404, `记录 ${String(id)} 不存在`);
      const user = me(res);
      if (!namesIn(notice.readBy).includes(user)) notice.readBy = [...namesIn(notice.readBy), user];
      await store.flush();
      send(res, 200, messages.saved, { id: notice.id, read: true });
    }),
  );

  app.post(
    '/notice/clear',
    asyncHandler(async (_req, res) => {
      const user = me(res);
      let cleared = 0;
      for (const notice of notices()) {
        if (namesIn(notice.clearedBy).includes(user)) continue;
        notice.clearedBy = [...namesIn(notice.clearedBy), user];
        cleared++;
      }
      await store.flush();
      send(res, 200, messages.saved, { total: cleared });
    }),
  );
}
