import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { activeMenuKey, breadcrumb, type MenuItem, menuTree, type RuntimeRoute } from '../routing';
import { ShellLayout, type ShellMenuItem } from '../shell';
import { useRuntime } from './RuntimeContext';

export interface ConsoleFrameProps {
  routes: RuntimeRoute[];
  chain: RuntimeRoute[];
  /** Bumps the view's key: clicking the current menu item reloads the page (LY-08). */
  onReload(): void;
  children: ReactNode;
}

const toShellItem = (item: MenuItem): ShellMenuItem => ({
  key: item.key,
  title: item.titleKey,
  icon: item.icon,
  isCustomSvg: item.isCustomSvg,
  badge: item.badge,
  dot: item.dot,
  external: item.external,
  target: item.target,
  scroll: item.scroll,
  children: item.children?.map(toShellItem),
});

/** The shell around a signed-in page: menu from the user's routes, breadcrumb, header tools. */
export function ConsoleFrame({ routes, chain, onReload, children }: ConsoleFrameProps) {
  const runtime = useRuntime();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const collapsed = useSelector(runtime.settings, (s) => s.context.collapse);
  const user = useSelector(runtime.session, (s) => s.context);
  const items = useMemo(() => menuTree(routes).map(toShellItem), [routes]);
  const leaf = chain[chain.length - 1];
  const selectedKey = activeMenuKey(chain) ?? leaf?.path ?? '';
  const crumbs = breadcrumb(chain).map((c) => ({ title: c.titleKey, path: c.to }));
  const personalCenter = useMemo(() => {
    const find = (list: RuntimeRoute[]): string | undefined => {
      for (const r of list) {
        if (r.name === 'PersonalCenter') return r.path;
        const inner = r.children && find(r.children);
        if (inner) return inner;
      }
      return undefined;
    };
    return find(routes);
  }, [routes]);
  const year = new Date().getFullYear();

  return (
    <ShellLayout
      menu={{
        items,
        selectedKey,
        collapsed,
        onCollapse: (next) => {
          if (next !== collapsed) runtime.settings.send({ type: 'settings.toggleCollapse' });
        },
        icons: runtime.icons,
        onSelect: (item) => {
          if (item.external) {
            if (item.target === '_blank') window.open(item.key, '_blank', 'noopener');
            else window.location.href = item.key;
          } else if (item.key === leaf?.path) {
            onReload();
          } else {
            navigate(item.key);
          }
        },
      }}
      header={{
        crumbs,
        username: user.username,
        avatar: user.avatar,
        language: i18n.language,
        onLanguageChange: (language) => {
          runtime.settings.send({ type: 'settings.setLanguage', language });
          void i18n.changeLanguage(language);
        },
        onNavigate: (path) => navigate(path),
        onLogout: () => runtime.session.send({ type: 'session.logout', path: runtime.currentPath() }),
        personalCenterPath: personalCenter,
      }}
      footer={t('jimu.common.copyright', { year, title: t(runtime.manifest.app.title) })}
    >
      {children}
    </ShellLayout>
  );
}
