import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord } from '../../lib';
import { scheduleUpdateReload, UPDATE_RELOAD_MS } from './scheduleUpdateReload';
/** Sent on window by the service-worker registration when a new version has been installed. */
import { SW_UPDATE_EVENT } from './swUpdateEvent';

export { SW_UPDATE_EVENT };

export interface UpdateNoticeProps {
  /** Reloads the page; `window.location.reload` unless given. */
  reload?: () => void;
}

/**
 * Tells the user a new version is installed and reloads: on the window event
 * `jimu:sw-update`, a notice for 8 s, then (after `detail.activate()` when the event carries one)
 * a reload 10 s after. Renders nothing itself; mount it once.
 *
 * @example
 * <UpdateNotice />
 * window.dispatchEvent(new Event('jimu:sw-update'));
 */
export function UpdateNotice({ reload }: UpdateNoticeProps) {
  const { t } = useTranslation();
  // Read at the moment of the news: a language switch must not cancel a pending reload.
  const latest = useRef({ t, reload });
  latest.current = { t, reload };
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const onUpdate = (event: Event) => {
      // The registration hands over a way to let the new worker take control before the reload.
      const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
      const activate =
        isRecord(detail) && typeof detail.activate === 'function' ? detail.activate : undefined;
      cancel?.();
      cancel = scheduleUpdateReload({
        show: (ms) => {
          const { t } = latest.current;
          // Semi's Notification loads only when an update arrives.
          void import('@douyinfe/semi-ui/lib/es/notification').then(({ default: Notification }) =>
            Notification.info({
              id: 'jimu-update',
              title: t('jimu.update.title'),
              content: t('jimu.update.content', { seconds: UPDATE_RELOAD_MS / 1000 }),
              duration: ms / 1000,
            }),
          );
        },
        reload: async () => {
          await activate?.call(detail);
          (latest.current.reload ?? (() => window.location.reload()))();
        },
      });
    };
    window.addEventListener(SW_UPDATE_EVENT, onUpdate);
    return () => {
      window.removeEventListener(SW_UPDATE_EVENT, onUpdate);
      cancel?.();
    };
  }, []);
  return null;
}
