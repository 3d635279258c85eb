import Breadcrumb from '@douyinfe/semi-ui/lib/es/breadcrumb';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { breadcrumb } from '../routing';
import { useShell } from './ShellContext';

/** The breadcrumb of the current route, joined with '>', without breadcrumbHidden routes (LY-07). */
export const ShellBreadcrumb = memo(function ShellBreadcrumb() {
  const { t } = useTranslation();
  const { chain, navigate } = useShell();
  const crumbs = breadcrumb(chain);
  return (
    <Breadcrumb separator=">" aria-label="breadcrumb" className="jimu-breadcrumb">
      {crumbs.map((crumb, index) => (
        <Breadcrumb.Item
          key={crumb.path}
          onClick={index < crumbs.length - 1 ? () => navigate(crumb.to) : undefined}
        >
          {t(crumb.titleKey)}
        </Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
});
