import IconArrowUp from '@douyinfe/semi-icons/lib/es/icons/IconArrowUp';
import BackTop from '@douyinfe/semi-ui/lib/es/backtop';
import { headerMessages } from './headerMessages';
import { useShellMessages } from './useShellMessages';

export interface BackToTopProps {
  /** The scrolling element of the layout's main area; the window when the page itself scrolls. */
  target?: () => HTMLElement | Window;
}

/**
 * The back-to-top button (LY-10): appears once the main area has scrolled 400 px.
 *
 * @example <BackToTop target={() => mainRef.current ?? window} />
 */
export function BackToTop({ target }: BackToTopProps) {
  const t = useShellMessages(headerMessages);
  return (
    <BackTop target={target ?? (() => window)} visibilityHeight={400}>
      {/* Semi's wrapper is a bare div: a real button makes it reachable by keyboard and named. */}
      <button
        type="button"
        className="jimu-back-to-top"
        aria-label={t('jimu.backToTop')}
        title={t('jimu.backToTop')}
      >
        <IconArrowUp />
      </button>
    </BackTop>
  );
}
