import { defineDemoMessages } from '../shared/demoMessages';

export const messages = defineDemoMessages(
  'player',
  {
    description: '本地视频播放：字幕随语言切换、章节、倍速、画中画，以及一个不用库的弹幕层。',
    chapters: '章节',
    progress: '播放进度',
    start: '开始',
    middle: '中段',
    end: '结尾',
    seek: '跳到 {{title}}（{{time}} 秒）',
    danmaku: '弹幕',
    danmakuLabel: '弹幕内容',
    danmakuPlaceholder: '说点什么…',
    send: '发送',
    danmakuEmpty: '请输入弹幕内容',
    log: '事件',
    logEmpty: '还没有事件：点播放试试。',
    events: { play: '播放', pause: '暂停', ratechange: '倍速 {{rate}}×', ended: '播放结束' },
    asset: '视频由 ffmpeg 合成（testsrc2 画面 + 440 Hz 正弦音），6 秒，VP9/Opus，存放在仓库里，不需要联网。',
  },
  {
    description:
      'Local video: captions that follow the language, chapters, playback rates, picture-in-picture, and a danmaku layer without a library.',
    chapters: 'Chapters',
    progress: 'Playback position',
    start: 'Start',
    middle: 'Middle',
    end: 'End',
    seek: 'Go to {{title}} ({{time}} s)',
    danmaku: 'Danmaku',
    danmakuLabel: 'Danmaku text',
    danmakuPlaceholder: 'Say something…',
    send: 'Send',
    danmakuEmpty: 'Enter some text',
    log: 'Events',
    logEmpty: 'No events yet: press play.',
    events: { play: 'play', pause: 'pause', ratechange: 'rate {{rate}}×', ended: 'ended' },
    asset:
      'The video was made with ffmpeg (testsrc2 picture + a 440 Hz sine), 6 s, VP9/Opus, kept in the repository: no internet needed.',
  },
);
