import IconCopy from '@douyinfe/semi-icons/lib/es/icons/IconCopy';
import IconDelete from '@douyinfe/semi-icons/lib/es/icons/IconDelete';
import IconEdit from '@douyinfe/semi-icons/lib/es/icons/IconEdit';
import IconEyeOpened from '@douyinfe/semi-icons/lib/es/icons/IconEyeOpened';
import IconRefresh from '@douyinfe/semi-icons/lib/es/icons/IconRefresh';
import IconSend from '@douyinfe/semi-icons/lib/es/icons/IconSend';
import IconStar from '@douyinfe/semi-icons/lib/es/icons/IconStar';
import Dropdown from '@douyinfe/semi-ui/lib/es/dropdown';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { ReactNode } from 'react';
import { usePermission } from '../../../runtime/access';
import { toast } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { useShowcaseList } from '../shared/useShowcaseList';
import { ContextMenuTarget } from './ContextMenuTarget';
import './contextmenu.css';
import { useTranslation } from 'react-i18next';

const ICONS: ReactNode[] = [
  <IconRefresh key={1} />,
  <IconEdit key={2} />,
  <IconCopy key={3} />,
  <IconStar key={4} />,
  <IconSend key={5} />,
];

interface Row {
  id: number;
  title: string;
  author: string;
}

/**
 * /other/contextmenu: right-click menus placed at the pointer, with a disabled item, a divider and
 * a submenu; a second menu per table row whose delete needs delete:system. The keyboard opens
 * them too (ContextMenu key, Shift+F10) and Esc closes them.
 */
export default function ContextmenuShowcase() {
  const { t } = useTranslation();
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const { list } = useShowcaseList<Row>('table', { pageNo: 1, pageSize: 5 });
  const pick = (close: () => void, label: string) => () => {
    toast('info', t('showcase.contextmenu.clicked', { label }));
    close();
  };
  return (
    <ShowcasePage
      name="contextmenu"
      libraries={['Semi Dropdown']}
      reference="vab pro vab-contextmenu, vben examples/context-menu"
      source={() => import('./ContextmenuShowcase.tsx?source')}
    >
      <Card title={t('showcase.contextmenu.area')}>
        <ContextMenuTarget
          testId="showcase-contextmenu-area"
          style={{
            height: 200,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            border: '2px dashed var(--semi-color-border)',
            borderRadius: 6,
            background: 'var(--semi-color-fill-0)',
          }}
          menu={(close) => (
            <Dropdown.Menu data-testid="showcase-contextmenu-menu">
              {[1, 2, 3, 4, 5].map((n) => {
                const label = t('showcase.contextmenu.item', { n });
                return (
                  <Dropdown.Item key={n} icon={ICONS[n - 1]} disabled={n === 5} onClick={pick(close, label)}>
                    {label}
                  </Dropdown.Item>
                );
              })}
              <Dropdown.Divider />
              <Dropdown
                position="rightTop"
                render={
                  <Dropdown.Menu>
                    {[1, 2].map((n) => {
                      const label = t('showcase.contextmenu.moreItem', { n });
                      return (
                        <Dropdown.Item key={n} onClick={pick(close, label)}>
                          {label}
                        </Dropdown.Item>
                      );
                    })}
                  </Dropdown.Menu>
                }
              >
                <Dropdown.Item>{t('showcase.contextmenu.more')} ▸</Dropdown.Item>
              </Dropdown>
            </Dropdown.Menu>
          )}
        >
          <Typography.Text strong>{t('showcase.contextmenu.area')}</Typography.Text>
          <Typography.Text type="tertiary">{t('showcase.contextmenu.areaHint')}</Typography.Text>
        </ContextMenuTarget>
      </Card>
      <Card title={t('showcase.contextmenu.table')}>
        <Typography.Paragraph type="secondary">{t('showcase.contextmenu.tableHint')}</Typography.Paragraph>
        <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="showcase-contextmenu-table">
          <thead>
            <tr>
              {(['id', 'title', 'author'] as const).map((column) => (
                <th key={column} scope="col" style={{ textAlign: 'left', padding: 8 }}>
                  {t(`showcase.contextmenu.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.id}>
                <td colSpan={3} style={{ padding: 0 }}>
                  <ContextMenuTarget
                    style={{
                      display: 'grid',
                      gridTemplateColumns: '60px 1fr 120px',
                      padding: 8,
                      borderTop: '1px solid var(--semi-color-border)',
                    }}
                    menu={(close) => (
                      <Dropdown.Menu>
                        <Dropdown.Item
                          icon={<IconEyeOpened />}
                          onClick={() => {
                            toast('info', t('showcase.contextmenu.viewed', { title: row.title }));
                            close();
                          }}
                        >
                          {t('showcase.contextmenu.view')}
                        </Dropdown.Item>
                        <Dropdown.Item
                          icon={<IconCopy />}
                          onClick={() => {
                            navigator.clipboard?.writeText(row.title).then(
                              () => toast('success', t('showcase.contextmenu.copied', { title: row.title })),
                              () => toast('error', t('showcase.contextmenu.copyFailed')),
                            );
                            close();
                          }}
                        >
                          {t('showcase.contextmenu.copyTitle')}
                        </Dropdown.Item>
                        <Dropdown.Item
                          icon={<IconDelete />}
                          type="danger"
                          disabled={!canDelete}
                          onClick={() => {
                            toast('warning', t('showcase.contextmenu.deleteHint', { title: row.title }));
                            close();
                          }}
                        >
                          {canDelete
                            ? t('showcase.contextmenu.delete')
                            : t('showcase.contextmenu.deleteDenied')}
                        </Dropdown.Item>
                      </Dropdown.Menu>
                    )}
                  >
                    <span>{row.id}</span>
                    <span>{row.title}</span>
                    <span>{row.author}</span>
                  </ContextMenuTarget>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </ShowcasePage>
  );
}
