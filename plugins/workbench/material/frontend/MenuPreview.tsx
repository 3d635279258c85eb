import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterRoutes, type MenuItem, menuTree, type RuntimeRoute } from '../../../../runtime/routing';
import { Card } from '../../../../runtime/ui/card';
import type { ConsoleModel, Titles } from './consoleTypes';
import { isExternal, type RouteNode } from './treeOps';

/** The edited tree as the runtime sees it after a build: full paths, external flags, meta. */
function runtimeRoutes(routes: readonly RouteNode[], parent = ''): RuntimeRoute[] {
  return routes.map((route) => {
    const external = isExternal(route.path);
    const path =
      external || route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return {
      path,
      name: route.name,
      page: route.page,
      component: route.component,
      redirect: route.redirect,
      external,
      meta: { title: '', ...(route.meta ?? {}) },
      children: route.children ? runtimeRoutes(route.children, path) : undefined,
    };
  });
}

function Items({ items }: { items: MenuItem[] }) {
  return (
    <ul className="wb-fe-menu">
      {items.map((item) => (
        <li key={item.key} data-menu-item={item.title}>
          <span>{item.title}</span>
          {item.children && <Items items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The side menu as each role of the project would see it, filtered by the runtime's own
 * `filterRoutes` and built by its `menuTree`: the effect of `permission` shows before anyone
 * signs in. Titles come from the edited zh/en texts in the console's language.
 */
export function MenuPreview({
  routes,
  model,
  titles,
}: {
  routes: RouteNode[];
  model: ConsoleModel;
  titles: Titles;
}) {
  const { t } = useTranslation();
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const tree = useMemo(() => runtimeRoutes(routes), [routes]);
  const title = (key: string) => titles[key]?.[lang] || titles[key]?.zh || key;
  return (
    <div className="wb-fe-menus">
      {model.roles.map((role) => {
        const subject = { roles: [role.name], permissions: role.permissions, admin: false };
        const menu = menuTree(filterRoutes(tree, subject, { rolesControl: model.rolesControl }), title);
        return (
          <Card
            key={role.name}
            title={t('workbench.material.fe.menuOf', { role: role.name })}
            data-role={role.name}
            bodyStyle={{ padding: 8 }}
          >
            <Items items={menu} />
          </Card>
        );
      })}
    </div>
  );
}
