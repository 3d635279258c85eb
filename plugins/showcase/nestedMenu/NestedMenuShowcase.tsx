import Input from '@douyinfe/semi-ui/lib/es/input';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePluginServices } from '../../../runtime/plugin';
import { findRoute } from '../../../runtime/routing';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';

const PAGES = [
  { path: '/other/nested/menu1/menu1-1', title: 'route.menu1_1' },
  { path: '/other/nested/menu1/menu1-2/menu1-2-1', title: 'route.menu1_2_1' },
];

/**
 * /other/nested/menu1/menu1-1 and …/menu1-2/menu1-2-1: one component for two deep routes (menu1-2
 * is levelHidden, so its child shows in its place), with an input that proves keep-alive at depth.
 */
export default function NestedMenuShowcase() {
  const { t } = useTranslation();
  const { routes, navigate } = usePluginServices();
  const { pathname } = useLocation();
  const chain = useMemo(() => findRoute(routes, pathname)?.chain ?? [], [routes, pathname]);
  const [text, setText] = useState('');
  return (
    <ShowcasePage
      name="nestedMenu"
      reference="vab pro nested/menu1 (keep-alive at depth)"
      source={() => import('./NestedMenuShowcase.tsx?source')}
    >
      <Card title={t('showcase.nestedMenu.chain')}>
        <ol
          className="jimu-showcase-nested-chain"
          data-testid="showcase-nestedMenu-chain"
          style={{ margin: 0, paddingLeft: 20 }}
        >
          {chain.map((route) => (
            <li key={route.path}>
              {t(route.meta.title)} <Typography.Text type="tertiary">({route.path})</Typography.Text>
            </li>
          ))}
        </ol>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('showcase.nestedMenu.levelHidden')}
        </Typography.Paragraph>
      </Card>
      <Card title={t('showcase.nestedMenu.keepAlive')}>
        <Space vertical align="start" style={{ width: '100%' }}>
          <label htmlFor="jimu-showcase-nested-input">{t('showcase.nestedMenu.keepAliveHint')}</label>
          <Input
            id="jimu-showcase-nested-input"
            data-testid="showcase-nestedMenu-input"
            value={text}
            onChange={setText}
            placeholder={t('showcase.nestedMenu.placeholder')}
            style={{ maxWidth: 360 }}
          />
        </Space>
      </Card>
      <Card title={t('showcase.nestedMenu.others')}>
        <Space>
          {PAGES.filter((page) => page.path !== pathname).map((page) => (
            <a
              key={page.path}
              href={`#${page.path}`}
              onClick={(event) => {
                event.preventDefault();
                navigate(page.path);
              }}
            >
              {t(page.title)}
            </a>
          ))}
        </Space>
      </Card>
    </ShowcasePage>
  );
}
