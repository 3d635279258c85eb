import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { HttpClient } from '../../data';
import { useShell } from '../ShellContext';

/** One message of GET /notice/getList: a notice or an e-mail, its text under the field of its kind. */
export interface NoticeItem {
  id: number | string;
  type: 'notice' | 'email';
  image?: string;
  notice?: string;
  email?: string;
  datetime?: string;
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
  const list = http.get<{ list?: NoticeItem[] }>('/notice/getList').then(
    (answer) => (Array.isArray(answer.data?.list) ? answer.data.list : []),
    // The http layer has already toasted and logged the failure.
    () => [],
  );
  loaded.set(http, { username, list });
  return list;
}

/**
 * The header's messages (LY-10), loaded once per signed-in user, and a `clear` that empties them
 * for every later mount too.
 *
 * @example const { items, clear } = useNotices();
 */
export function useNotices(): { items: NoticeItem[]; clear(): void } {
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
  const clear = () => {
    loaded.set(http, { username, list: Promise.resolve([]) });
    setItems([]);
  };
  return { items, clear };
}
