import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HttpClient, type NoticeCalls, noticeCalls, useApiConfig } from '../../data';
import { useShell } from '../ShellContext';

/** One message of the inbox (GET /notice/inbox): a notice or an e-mail, its text under the field of its kind. */
export interface NoticeItem {
  id: number | string;
  type: 'notice' | 'email';
  image?: string;
  notice?: string;
  email?: string;
  datetime?: string;
  /** Opened by this user before (the server keeps it). */
  read?: boolean;
}

interface Loaded {
  username: string;
  list: Promise<NoticeItem[]>;
}

// One load per signed-in user and console: layouts may re-mount the header while the frame settles
// or the layout changes, and each mount must not call (or log a failure) again.
const loaded = new WeakMap<HttpClient, Loaded>();

function load(http: HttpClient, calls: NoticeCalls, username: string): Promise<NoticeItem[]> {
  const known = loaded.get(http);
  if (known?.username === username) return known.list;
  const list = calls.inbox().then(
    (items) => items as NoticeItem[],
    // The http layer has already toasted and logged the failure.
    () => [],
  );
  loaded.set(http, { username, list });
  return list;
}

/**
 * The header's messages through the calls app.yaml `api.notices` names, loaded once per
 * signed-in user; `clear` asks the server to clear them for this user (kept across reloads) and
 * resolves false when it refused, and is absent when the back end has no such call; `markRead`
 * records that a message was opened (on the server too, when it has the call).
 *
 * @example const { items, clear, markRead } = useNotices();
 */
export function useNotices(): {
  items: NoticeItem[];
  clear?: () => Promise<boolean>;
  markRead(item: NoticeItem): void;
} {
  const { http, session } = useShell();
  const { i18n } = useTranslation();
  const api = useApiConfig();
  const calls = useMemo(
    () => noticeCalls(http, api, { t: (key, values) => i18n.t(key, values) }),
    [http, api, i18n],
  );
  const username = useSelector(session, (s) => s.context.username);
  const [items, setItems] = useState<NoticeItem[]>([]);
  useEffect(() => {
    if (!calls) return;
    let current = true;
    load(http, calls, username).then((list) => current && setItems(list));
    return () => {
      current = false;
    };
  }, [http, calls, username]);
  const remember = (list: NoticeItem[]) => {
    loaded.set(http, { username, list: Promise.resolve(list) });
    setItems(list);
  };
  const clearCall = calls?.clear;
  const clear = clearCall
    ? async () => {
        try {
          await clearCall();
        } catch {
          return false; // the http layer showed why; the messages stay
        }
        remember([]);
        return true;
      }
    : undefined;
  const markRead = (item: NoticeItem) => {
    if (item.read) return;
    remember(items.map((other) => (other.id === item.id ? { ...other, read: true } : other)));
    // Best effort: an unread mark that did not reach the server only shows again after a reload.
    calls?.read?.(item.id).catch(() => undefined);
  };
  return { items, clear, markRead };
}
