import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { ShellTools } from './ShellTools';

/**
 * The full-width header of the common, horizontal and comprehensive layouts: the logo (6 of 24
 * columns), then the middle part (breadcrumb, horizontal menu or first-level tabs) and the tools
 * (18 columns).
 */
export function TopHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="jimu-top-header" data-testid="top-header">
      <div className="jimu-top-header-logo">
        <Logo />
      </div>
      <div className="jimu-top-header-main">
        <div className="jimu-top-header-middle">{children}</div>
        <ShellTools />
      </div>
    </header>
  );
}
