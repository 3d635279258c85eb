export type { HeaderBarProps, ShellCrumb } from './HeaderBar';
export { HeaderBar } from './HeaderBar';
export { RouteIcon } from './RouteIcon';
export type { ShellLayoutProps } from './ShellLayout';
export { ShellLayout } from './ShellLayout';
export type { ShellMenuItem, SideMenuProps } from './SideMenu';
export { SideMenu } from './SideMenu';
export type { ShellServices } from './ShellContext';
export { ShellContext, useShell } from './ShellContext';
