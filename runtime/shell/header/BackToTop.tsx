import IconArrowUp from '@douyinfe/semi-icons/lib/es/icons/IconArrowUp';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface BackToTopProps {
  /** The scrolling element of the layout's main area; the window when the page itself scrolls. */
  target?: () => HTMLElement | Window;
  /** How far the area must have scrolled before the button shows, in px. */
  visibilityHeight?: number;
}

const scrollTopOf = (target: HTMLElement | Window) =>
  'scrollY' in target ? target.scrollY : target.scrollTop;

/**
 * The back-to-top button: appears once the main area has scrolled 400 px and scrolls it
 * smoothly back to the top. A real button, so the keyboard reaches it and it has a name.
 *
 * @example <BackToTop target={() => mainRef.current ?? window} />
 */
export function BackToTop({ target, visibilityHeight = 400 }: BackToTopProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = target?.() ?? window;
    const follow = () => setShown(scrollTopOf(element) >= visibilityHeight);
    follow();
    element.addEventListener('scroll', follow, { passive: true });
    return () => element.removeEventListener('scroll', follow);
  }, [target, visibilityHeight]);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="jimu-back-to-top"
      aria-label={t('jimu.backToTop')}
      title={t('jimu.backToTop')}
      data-testid="back-to-top"
      onClick={() => (target?.() ?? window).scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <IconArrowUp />
    </button>
  );
}
