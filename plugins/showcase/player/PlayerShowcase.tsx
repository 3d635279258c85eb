import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import VideoPlayer from '@douyinfe/semi-ui/lib/es/videoPlayer';
import { useEffect, useRef, useState } from 'react';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { type Bullet, Danmaku } from './Danmaku';
import { labelPlayerControls } from './labelPlayerControls';
import './player.css';
import { useTranslation } from 'react-i18next';

const MEDIA = '/mock-assets/media';
const CHAPTERS = [
  { key: 'start', start: 0 },
  { key: 'middle', start: 3 },
  { key: 'end', start: 5 },
] as const;
const RATES = [0.5, 0.75, 1, 1.25, 1.5, 2].map((value) => ({ label: `${value}x`, value }));
const LANES = 5;
/** The controls SHOWCASE names; Semi's mirror and next (no playlist here) would push the bar past a 390 px phone. */
const CONTROLS = ['play', 'time', 'volume', 'playbackRate', 'fullscreen', 'pictureInPicture'];

/**
 * /other/player: Semi VideoPlayer over the mock's synthetic WebM (range requests make it
 * seekable), captions per language, chapter markers, rates 0.5–2×, and a danmaku layer drawn with
 * CSS only. An event log lists play, pause, ratechange and ended.
 */
export default function PlayerShowcase() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const stage = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [bullets, setBullets] = useState<Bullet[]>([]);
  const nextId = useRef(1);
  const note = (entry: string) =>
    setLog((entries) => [...entries.slice(-49), `${new Date().toLocaleTimeString()} ${entry}`]);
  const video = () => stage.current?.querySelector('video') ?? null;

  // Semi's player has no ended callback and adds its caption track hidden: both are set on the element.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the element is re-created per language (key)
  useEffect(() => {
    const element = video();
    if (!element) return;
    // At the end the element pauses too; bullets already flying finish their flight.
    const ended = () => {
      setPaused(false);
      note(t('showcase.player.events.ended'));
    };
    element.addEventListener('ended', ended);
    const track = element.textTracks[0];
    if (track) track.mode = 'showing';
    // Semi's progress bar is a slider without a name.
    stage.current
      ?.querySelector('.semi-videoPlayer-progress')
      ?.setAttribute('aria-label', t('showcase.player.progress'));
    return () => element.removeEventListener('ended', ended);
  }, [language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the player, re-created per language
  useEffect(
    () =>
      labelPlayerControls(stage.current, {
        progress: t('showcase.player.progress'),
        rate: t('showcase.player.rate'),
      }),
    [language],
  );

  const send = () => {
    if (text.trim() === '') {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    const id = nextId.current++;
    setBullets((list) => [...list, { id, text: text.trim().slice(0, 60), lane: id % LANES }]);
    setText('');
  };

  return (
    <ShowcasePage
      name="player"
      libraries={['Semi VideoPlayer']}
      reference="vab pro player (xgplayer)"
      source={() => import('./PlayerShowcase.tsx?source')}
    >
      <Card>
        <div className="jimu-showcase-player-stage" ref={stage} data-testid="showcase-player-stage">
          <VideoPlayer
            key={language}
            src={`${MEDIA}/sample.webm`}
            poster={`${MEDIA}/poster.svg`}
            captionsSrc={`${MEDIA}/sample.${language}.vtt`}
            markers={CHAPTERS.map((chapter) => ({
              start: chapter.start,
              title: t(`showcase.player.${chapter.key}`),
            }))}
            playbackRateList={RATES}
            controlsList={CONTROLS}
            height={405}
            onPlay={() => {
              setPaused(false);
              note(t('showcase.player.events.play'));
            }}
            onPause={() => {
              setPaused(true);
              note(t('showcase.player.events.pause'));
            }}
            onRateChange={(rate) => note(t('showcase.player.events.ratechange', { rate }))}
          />
          <Danmaku
            bullets={bullets}
            paused={paused}
            onDone={(id) => setBullets((list) => list.filter((bullet) => bullet.id !== id))}
          />
        </div>
        <Typography.Paragraph type="tertiary" size="small" style={{ marginTop: 8 }}>
          {t('showcase.player.asset')}
        </Typography.Paragraph>
      </Card>
      <Card title={t('showcase.player.chapters')}>
        <Space wrap>
          {CHAPTERS.map((chapter) => (
            <Button
              key={chapter.key}
              data-testid={`showcase-player-chapter-${chapter.key}`}
              onClick={() => {
                const element = video();
                if (element) element.currentTime = chapter.start;
              }}
            >
              {t('showcase.player.seek', { title: t(`showcase.player.${chapter.key}`), time: chapter.start })}
            </Button>
          ))}
        </Space>
      </Card>
      <Card title={t('showcase.player.danmaku')}>
        <Space align="start">
          <div>
            <Input
              aria-label={t('showcase.player.danmakuLabel')}
              data-testid="showcase-player-danmakuInput"
              value={text}
              onChange={setText}
              onEnterPress={send}
              maxLength={60}
              placeholder={t('showcase.player.danmakuPlaceholder')}
              validateStatus={empty ? 'error' : 'default'}
              style={{ width: 280 }}
            />
            {empty ? (
              <Typography.Text type="danger" size="small" style={{ display: 'block' }}>
                {t('showcase.player.danmakuEmpty')}
              </Typography.Text>
            ) : null}
          </div>
          <Button theme="solid" data-testid="showcase-player-send" onClick={send}>
            {t('showcase.player.send')}
          </Button>
        </Space>
      </Card>
      <Card title={t('showcase.player.log')}>
        {log.length === 0 ? (
          <Typography.Text type="tertiary">{t('showcase.player.logEmpty')}</Typography.Text>
        ) : (
          <ol className="jimu-showcase-player-log" data-testid="showcase-player-log">
            {log.map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries only append; the index is their identity
              <li key={i}>{entry}</li>
            ))}
          </ol>
        )}
      </Card>
    </ShowcasePage>
  );
}
