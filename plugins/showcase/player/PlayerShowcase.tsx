import Button from '@douyinfe/semi-ui/lib/es/button';
import Card from '@douyinfe/semi-ui/lib/es/card';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import VideoPlayer from '@douyinfe/semi-ui/lib/es/videoPlayer';
import { useEffect, useRef, useState } from 'react';
import { DemoPage } from '../shared/DemoPage';
import { useDemoMessages } from '../shared/demoMessages';
import { type Bullet, Danmaku } from './Danmaku';
import { labelPlayerControls } from './labelPlayerControls';
import { messages } from './messages';
import './player.css';

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
export default function PlayerDemo() {
  const { t, i18n } = useDemoMessages(messages);
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
      note(t('demo.player.events.ended'));
    };
    element.addEventListener('ended', ended);
    const track = element.textTracks[0];
    if (track) track.mode = 'showing';
    // Semi's progress bar is a slider without a name.
    stage.current
      ?.querySelector('.semi-videoPlayer-progress')
      ?.setAttribute('aria-label', t('demo.player.progress'));
    return () => element.removeEventListener('ended', ended);
  }, [language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the player, re-created per language
  useEffect(
    () =>
      labelPlayerControls(stage.current, {
        progress: t('demo.player.progress'),
        rate: t('demo.player.rate'),
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
    <DemoPage
      name="player"
      libraries={['Semi VideoPlayer']}
      reference="vab pro player (xgplayer)"
      source={() => import('./PlayerDemo.tsx?source')}
    >
      <Card>
        <div className="jimu-demo-player-stage" ref={stage} data-testid="demo-player-stage">
          <VideoPlayer
            key={language}
            src={`${MEDIA}/sample.webm`}
            poster={`${MEDIA}/poster.svg`}
            captionsSrc={`${MEDIA}/sample.${language}.vtt`}
            markers={CHAPTERS.map((chapter) => ({
              start: chapter.start,
              title: t(`demo.player.${chapter.key}`),
            }))}
            playbackRateList={RATES}
            controlsList={CONTROLS}
            height={405}
            onPlay={() => {
              setPaused(false);
              note(t('demo.player.events.play'));
            }}
            onPause={() => {
              setPaused(true);
              note(t('demo.player.events.pause'));
            }}
            onRateChange={(rate) => note(t('demo.player.events.ratechange', { rate }))}
          />
          <Danmaku
            bullets={bullets}
            paused={paused}
            onDone={(id) => setBullets((list) => list.filter((bullet) => bullet.id !== id))}
          />
        </div>
        <Typography.Paragraph type="tertiary" size="small" style={{ marginTop: 8 }}>
          {t('demo.player.asset')}
        </Typography.Paragraph>
      </Card>
      <Card title={t('demo.player.chapters')}>
        <Space wrap>
          {CHAPTERS.map((chapter) => (
            <Button
              key={chapter.key}
              data-testid={`demo-player-chapter-${chapter.key}`}
              onClick={() => {
                const element = video();
                if (element) element.currentTime = chapter.start;
              }}
            >
              {t('demo.player.seek', { title: t(`demo.player.${chapter.key}`), time: chapter.start })}
            </Button>
          ))}
        </Space>
      </Card>
      <Card title={t('demo.player.danmaku')}>
        <Space align="start">
          <div>
            <Input
              aria-label={t('demo.player.danmakuLabel')}
              data-testid="demo-player-danmakuInput"
              value={text}
              onChange={setText}
              onEnterPress={send}
              maxLength={60}
              placeholder={t('demo.player.danmakuPlaceholder')}
              validateStatus={empty ? 'error' : 'default'}
              style={{ width: 280 }}
            />
            {empty ? (
              <Typography.Text type="danger" size="small" style={{ display: 'block' }}>
                {t('demo.player.danmakuEmpty')}
              </Typography.Text>
            ) : null}
          </div>
          <Button theme="solid" data-testid="demo-player-send" onClick={send}>
            {t('demo.player.send')}
          </Button>
        </Space>
      </Card>
      <Card title={t('demo.player.log')}>
        {log.length === 0 ? (
          <Typography.Text type="tertiary">{t('demo.player.logEmpty')}</Typography.Text>
        ) : (
          <ol className="jimu-demo-player-log" data-testid="demo-player-log">
            {log.map((entry, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries only append; the index is their identity
              <li key={i}>{entry}</li>
            ))}
          </ol>
        )}
      </Card>
    </DemoPage>
  );
}
