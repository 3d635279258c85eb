import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { ReactNode } from 'react';
import { usePluginServices } from '../../../runtime/plugin';

/**
 * A link to a console route: a real `<a href="#/…">` (keyboard, middle click, copy address) that
 * the console's router follows, so the tab bar and the menu see the visit.
 */
export function RouteLink({
  to,
  children,
  ellipsis,
}: {
  to: string;
  children: ReactNode;
  ellipsis?: boolean;
}) {
  const { navigate } = usePluginServices();
  return (
    <Typography.Text
      link={{ href: `#${to}` }}
      ellipsis={ellipsis ? { showTooltip: true } : undefined}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Typography.Text>
  );
}
