import type { ReactNode } from 'react';
import { Layout } from '../ui/semi';
import { HeaderBar, type HeaderBarProps } from './HeaderBar';
import { SideMenu, type SideMenuProps } from './SideMenu';
import './shell.css';

export interface ShellLayoutProps {
  menu: SideMenuProps;
  header: HeaderBarProps;
  footer: ReactNode;
  children: ReactNode;
}

/** The console frame: side menu, header with breadcrumb and tools, the page, the footer (LY-03). */
export function ShellLayout({ menu, header, footer, children }: ShellLayoutProps) {
  return (
    <Layout className="jimu-shell">
      <Layout.Sider className="jimu-shell-sider">
        <SideMenu {...menu} />
      </Layout.Sider>
      <Layout>
        <HeaderBar {...header} />
        <Layout.Content className="jimu-shell-main">{children}</Layout.Content>
        <Layout.Footer className="jimu-shell-footer">{footer}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
