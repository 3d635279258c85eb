import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { ReactNode } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { ClippedText } from '../../../runtime/ui/text';

/**
 * A link to a console route: a real `<a href="#/…">` (keyboard, middle click, copy address) that
 * the console's router follows, so the tab bar and the menu see the visit. With `ellipsis`, a text
 * that does not fit ends in an ellipsis on one line, the whole text on hover.
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
  const link = (
    <Typography.Text
      link={{ href: `#${to}` }}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Typography.Text>
  );
  return ellipsis ? (
    <ClippedText text={typeof children === 'string' ? children : ''}>{link}</ClippedText>
  ) : (
    link
  );
}
