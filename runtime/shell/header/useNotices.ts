import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { HttpClient } from '../../data';
import { useShell } from '../ShellContext';

/** One message of GET /notice/inbox: a notice or an e-mail, its text under the field of its kind. */
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

function load(http: HttpClient, username: string): Promise<NoticeItem[]> {
  const known = loaded.get(http);
  if (known?.username === username) return known.list;
  const list = http.get<{ list?: NoticeItem[] }>('/notice/inbox').then(
    (answer) => (Array.isArray(answer.data?.list) ? answer.data.list : []),
    // The http layer has already toasted and logged the failure.
    () => [],
  );
  loaded.set(http, { username, list });
  return list;
}

/**
 * The header's messages, loaded once per signed-in user; `clear` asks the server to clear
 * them for this user (kept across reloads) and resolves false when it refused; `markRead` records
 * that a message was opened.
 *
 * @example const { items, clear, markRead } = useNotices();
 */
export function useNotices(): {
  items: NoticeItem[];
  clear(): Promise<boolean>;
  markRead(item: NoticeItem): void;
} {
  const { http, session } = useShell();
  const username = useSelector(session, (s) => s.context.username);
  const [items, setItems] = useState<NoticeItem[]>([]);
  useEffect(() => {
    let current = true;
    load(http, username).then((list) => current && setItems(list));
    return () => {
      current = false;
    };
  }, [http, username]);
  const remember = (list: NoticeItem[]) => {
    loaded.set(http, { username, list: Promise.resolve(list) });
    setItems(list);
  };
  const clear = async () => {
    try {
      await http.post('/notice/clear');
    } catch {
      return false; // the http layer showed why; the messages stay
    }
    remember([]);
    return true;
  };
  const markRead = (item: NoticeItem) => {
    if (item.read) return;
    remember(items.map((other) => (other.id === item.id ? { ...other, read: true } : other)));
    // Best effort: an unread mark that did not reach the server only shows again after a reload.
    http.post('/notice/read', { id: item.id }).catch(() => undefined);
  };
  return { items, clear, markRead };
}
