import IconFullScreenStroked from '@douyinfe/semi-icons/lib/es/icons/IconFullScreenStroked';
import IconShrinkScreenStroked from '@douyinfe/semi-icons/lib/es/icons/IconShrinkScreenStroked';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../toast';
import { ToolButton } from './ToolButton';
import { toggleFullScreen } from './toggleFullScreen';

/** Full screen toggle; a refusal shows a toast saying the browser refused, for 3 s. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    // Esc leaves full screen without our button: follow the document, not our own guess.
    const follow = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const onClick = () =>
    toggleFullScreen(document).then(setFull, () => toast('error', t('jimu.tools.fullScreenFailed')));
  return (
    <ToolButton
      label={t(full ? 'jimu.tools.exitFullScreen' : 'jimu.tools.fullScreen')}
      icon={full ? <IconShrinkScreenStroked /> : <IconFullScreenStroked />}
      testId="tool-full-screen"
      onClick={onClick}
    />
  );
}
