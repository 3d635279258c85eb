import Button from '@douyinfe/semi-ui/lib/es/button';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiConfig } from '../../data';
import { useCloseOnNavigation } from '../../routing/useCloseOnNavigation';
import { THEME_EVENT } from '../header/themeEvent';
import { useShell } from '../ShellContext';
import { toast } from '../toast';
import { applyDarkMode, readDarkMode, saveDarkMode } from './darkMode';
import { ThemeControls } from './ThemeControls';
import { RANDOM_THEME_EVENT, THEME_DRAWER_WIDTH } from './themeEvents';

// The drawer's strings travel with its code: the host registers them as this module arrives.
export { themeMessages } from './themeMessages';
export { RANDOM_THEME_EVENT, THEME_DRAWER_WIDTH };

/**
 * The theme drawer: a 280 px right sheet opened by the window event 'theme' (the
 * header's theme button sends it). Every control applies at once through `settings.change`; Save
 * persists and closes, Restore default forgets and closes, each confirmed by a message. The
 * window event 'random-theme' sends
 * `settings.random`, and while the machine is `randomizing` a loading overlay covers the page,
 * for 1000 ms from when it is drawn. Mounted once per layout; it renders nothing visible until opened.
 *
 * @example
 * <ThemeDrawer />
 * window.dispatchEvent(new Event('theme'));
 */
export interface ThemeDrawerProps {
  /** The event that first asked for the drawer, before its code had loaded (ThemeDrawerHost). */
  initial?: 'open' | 'random';
}

export function ThemeDrawer({ initial }: ThemeDrawerProps = {}) {
  const { t } = useTranslation();
  const { settings } = useShell();
  const context = useSelector(settings, (s) => s.context);
  const randomizing = useSelector(settings, (s) => s.matches('randomizing'));
  const [open, setOpen] = useState(initial === 'open');
  const [dark, setDark] = useState(() => readDarkMode(window.localStorage));
  useCloseOnNavigation(open, () => setOpen(false));
  const api = useApiConfig();
  const absentTools = [
    ...(api.search === false ? (['showSearch'] as const) : []),
    ...(api.notices === false ? (['showNotice'] as const) : []),
  ];

  useEffect(() => {
    const show = () => setOpen(true);
    const random = () => settings.send({ type: 'settings.random' });
    window.addEventListener(THEME_EVENT, show);
    window.addEventListener(RANDOM_THEME_EVENT, random);
    return () => {
      window.removeEventListener(THEME_EVENT, show);
      window.removeEventListener(RANDOM_THEME_EVENT, random);
    };
  }, [settings]);
  useEffect(() => {
    void applyDarkMode(document, dark);
  }, [dark]);
  // A 'random-theme' event that arrived while this code was loading still counts (once).
  const randomOnMount = useRef(initial === 'random');
  useEffect(() => {
    if (randomOnMount.current) settings.send({ type: 'settings.random' });
    randomOnMount.current = false;
  }, [settings]);

  const save = () => {
    settings.send({ type: 'settings.save' });
    saveDarkMode(window.localStorage, dark);
    setOpen(false);
    toast('success', t('jimu.theme.saved'));
  };
  const reset = () => {
    settings.send({ type: 'settings.reset' });
    saveDarkMode(window.localStorage, null);
    setDark(false);
    setOpen(false);
    toast('success', t('jimu.theme.restored'));
  };
  const footer = (
    <Space className="jimu-theme-footer">
      <Button onClick={() => window.dispatchEvent(new Event(RANDOM_THEME_EVENT))} disabled={randomizing}>
        {t('jimu.theme.random')}
      </Button>
      <Button onClick={reset}>{t('jimu.theme.reset')}</Button>
      <Button theme="solid" type="primary" onClick={save}>
        {t('jimu.theme.save')}
      </Button>
    </Space>
  );
  return (
    <>
      <SideSheet
        title={t('jimu.theme.title')}
        visible={open}
        placement="right"
        width={THEME_DRAWER_WIDTH}
        onCancel={() => setOpen(false)}
        closeOnEsc
        footer={footer}
        className="jimu-theme-drawer"
        aria-label={t('jimu.theme.title')}
      >
        <ThemeControls
          settings={context}
          onChange={(patch) => settings.send({ type: 'settings.change', patch })}
          dark={dark}
          onDarkChange={setDark}
          t={t}
          absent={absentTools}
        />
      </SideSheet>
      {randomizing ? <RandomThemeOverlay label={t('jimu.theme.randomizing')} /> : null}
    </>
  );
}

/** The random theme's loading overlay; tells the settings machine once it is on the page. */
function RandomThemeOverlay({ label }: { label: string }) {
  const { settings } = useShell();
  // Told in the frame that first paints it (an animation frame runs just before that paint), so
  // its whole time is on screen, however long the task that added it ran on.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => settings.send({ type: 'settings.overlayShown' }));
    return () => cancelAnimationFrame(frame);
  }, [settings]);
  return (
    <div className="jimu-theme-overlay" role="status" aria-live="polite" data-testid="random-theme-overlay">
      <Spin size="large" tip={label} />
    </div>
  );
}
