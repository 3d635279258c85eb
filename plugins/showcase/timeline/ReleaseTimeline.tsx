import IconBolt from '@douyinfe/semi-icons/lib/es/icons/IconBolt';
import IconColorPalette from '@douyinfe/semi-icons/lib/es/icons/IconColorPalette';
import IconFlag from '@douyinfe/semi-icons/lib/es/icons/IconFlag';
import IconGift from '@douyinfe/semi-icons/lib/es/icons/IconGift';
import IconLayers from '@douyinfe/semi-icons/lib/es/icons/IconLayers';
import IconServer from '@douyinfe/semi-icons/lib/es/icons/IconServer';
import Timeline from '@douyinfe/semi-ui/lib/es/timeline';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

const RELEASES: { key: string; date: string; color: string; icon: ReactNode }[] = [
  { key: 'v150', date: '2026-11-01', color: '#0ea5e9', icon: <IconServer /> },
  { key: 'v140', date: '2026-09-15', color: '#8b5cf6', icon: <IconGift /> },
  { key: 'v130', date: '2026-06-30', color: '#10b981', icon: <IconBolt /> },
  { key: 'v120', date: '2026-04-10', color: '#f59e0b', icon: <IconColorPalette /> },
  { key: 'v110', date: '2026-02-01', color: '#ef4444', icon: <IconLayers /> },
  { key: 'v100', date: '2025-12-01', color: '#3b82f6', icon: <IconFlag /> },
];

/** The static release history: icons as dots, custom colours, card-style content. */
export function ReleaseTimeline({
  t,
  ascending,
  shown,
}: {
  t: TFunction;
  ascending: boolean;
  shown: number;
}) {
  const ordered = ascending ? [...RELEASES].reverse() : RELEASES;
  return (
    <Timeline data-testid="showcase-timeline-releases">
      {ordered.slice(0, shown).map((release) => (
        <Timeline.Item key={release.key} time={release.date} color={release.color} dot={release.icon}>
          <div className="jimu-showcase-timeline-card">
            <Typography.Text strong>{t(`showcase.timeline.release.${release.key}.title`)}</Typography.Text>
            <Typography.Paragraph type="secondary" size="small">
              {t(`showcase.timeline.release.${release.key}.body`)}
            </Typography.Paragraph>
          </div>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export const RELEASE_COUNT = RELEASES.length;
