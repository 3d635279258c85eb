import { memo, type ReactNode } from 'react';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { ShellTools } from './ShellTools';

/**
 * The nav bar above the tabs: an optional fold button, the breadcrumb and the header tools
 * unless the layout's top header already has them.
 */
export const NavBar = memo(function NavBar({ start, tools = true }: { start?: ReactNode; tools?: boolean }) {
  return (
    <div className="jimu-navbar" data-testid="nav-bar">
      <div className="jimu-navbar-start">
        {start}
        <ShellBreadcrumb />
      </div>
      {tools ? (
        <div className="jimu-navbar-tools">
          <ShellTools />
        </div>
      ) : null}
    </div>
  );
});
