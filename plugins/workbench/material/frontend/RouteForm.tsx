import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../../runtime/forms';
import type { ConsoleModel, Titles } from './consoleTypes';
import type { RouteNode } from './treeOps';

type Meta = Record<string, unknown>;
const FLAGS = [
  'hidden',
  'levelHidden',
  'noKeepAlive',
  'noClosable',
  'tabHidden',
  'affix',
  'dynamicNewTab',
  'breadcrumbHidden',
  'dot',
];
const showsOf = (r: RouteNode) =>
  r.page !== undefined
    ? 'page'
    : r.component !== undefined
      ? 'component'
      : r.redirect !== undefined
        ? 'redirect'
        : 'nothing';

/**
 * The selected route's form, from routes.schema.json: path, name, what it shows (page,
 * plugin component, redirect), titles in zh and en (the key is made when missing), an icon
 * picker over the Semi icons, the meta flags with their schema descriptions, badge, activeMenu,
 * the roles that may see it, and the buttons that move or delete it.
 */
export function RouteForm(props: {
  route: RouteNode;
  model: ConsoleModel;
  titles: Titles;
  readOnly: boolean;
  onChange: (patch: Partial<RouteNode>, titles?: Titles) => void;
  onMove: (how: 'up' | 'down' | 'indent' | 'outdent' | 'remove') => void;
}) {
  const { t } = useTranslation();
  const { route, model, readOnly } = props;
  const meta = (route.meta ?? {}) as Meta;
  const described = new Map(model.metaFields.map((f) => [f.key, String(f.description ?? '')]));
  const setMeta = (patch: Meta) => {
    const next: Meta = { ...meta, ...patch };
    for (const [key, value] of Object.entries(patch))
      if (value === undefined || value === false || value === '') delete next[key];
    props.onChange({ meta: next });
  };
  const titleKey =
    typeof meta.title === 'string' && meta.title
      ? meta.title
      : `route.${route.name.charAt(0).toLowerCase()}${route.name.slice(1)}`;
  const title = props.titles[titleKey] ?? { zh: '', en: '' };
  const setTitle = (lang: 'zh' | 'en', text: string) =>
    props.onChange(
      { meta: { ...meta, title: titleKey } },
      { ...props.titles, [titleKey]: { ...title, [lang]: text } },
    );
  const shows = showsOf(route);
  const setShows = (kind: string) =>
    props.onChange({
      page: kind === 'page' ? (model.pages[0] ?? 'home') : undefined,
      component: kind === 'component' ? model.components[0] : undefined,
      redirect: kind === 'redirect' ? '/' : undefined,
    });
  const roles = ((meta.permission as { roles?: string[] } | undefined)?.roles ?? []) as string[];
  const field = (id: string, label: string, input: JSX.Element) => (
    <div className="wb-material-param">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <div className="wb-fe-form" data-testid="wb-fe-form">
      {!readOnly && (
        <div className="wb-toolbar-group">
          {(['up', 'down', 'indent', 'outdent'] as const).map((how) => (
            <Button key={how} size="small" onClick={() => props.onMove(how)}>
              {t(`workbench.material.fe.${how}`)}
            </Button>
          ))}
          <Button size="small" type="danger" onClick={() => props.onMove('remove')}>
            {t('workbench.material.fe.remove')}
          </Button>
        </div>
      )}
      {field(
        'fe-path',
        t('workbench.material.fe.path'),
        <Input
          id="fe-path"
          value={route.path}
          disabled={readOnly}
          onChange={(path) => props.onChange({ path })}
        />,
      )}
      {field(
        'fe-name',
        t('workbench.material.fe.name'),
        <Input
          id="fe-name"
          value={route.name}
          disabled={readOnly}
          onChange={(name) => props.onChange({ name })}
        />,
      )}
      {field(
        'fe-title-zh',
        t('workbench.material.fe.titleZh'),
        <Input id="fe-title-zh" value={title.zh} disabled={readOnly} onChange={(v) => setTitle('zh', v)} />,
      )}
      {field(
        'fe-title-en',
        t('workbench.material.fe.titleEn'),
        <Input id="fe-title-en" value={title.en} disabled={readOnly} onChange={(v) => setTitle('en', v)} />,
      )}
      {field(
        'fe-shows',
        t('workbench.material.fe.shows'),
        <Select
          aria-labelledby="fe-shows-label"
          value={shows}
          disabled={readOnly}
          onChange={(v) => setShows(String(v))}
          optionList={['page', 'component', 'redirect', 'nothing'].map((k) => ({
            value: k,
            label: t(`workbench.material.fe.shows${k.charAt(0).toUpperCase()}${k.slice(1)}`),
          }))}
        />,
      )}
      {shows === 'page' &&
        field(
          'fe-page',
          t('workbench.material.fe.showsPage'),
          <Select
            aria-labelledby="fe-page-label"
            filter
            value={route.page}
            disabled={readOnly}
            onChange={(v) => props.onChange({ page: String(v) })}
            optionList={model.pages.map((p) => ({ value: p, label: p }))}
          />,
        )}
      {shows === 'component' &&
        field(
          'fe-component',
          t('workbench.material.fe.showsComponent'),
          <Select
            aria-labelledby="fe-component-label"
            filter
            value={route.component}
            disabled={readOnly}
            onChange={(v) => props.onChange({ component: String(v) })}
            optionList={model.components.map((c) => ({ value: c, label: c }))}
          />,
        )}
      {shows === 'redirect' &&
        field(
          'fe-redirect',
          t('workbench.material.fe.showsRedirect'),
          <Input
            id="fe-redirect"
            value={route.redirect}
            disabled={readOnly}
            onChange={(redirect) => props.onChange({ redirect })}
          />,
        )}
      {field(
        'fe-icon',
        t('workbench.material.fe.icon'),
        <Select
          aria-labelledby="fe-icon-label"
          filter
          showClear
          value={meta.icon as string | undefined}
          disabled={readOnly}
          onChange={(v) => setMeta({ icon: v ? String(v) : undefined })}
          optionList={model.icons.map((i) => ({ value: i, label: i }))}
          virtualize={{ height: 240, width: '100%', itemSize: 32 }}
        />,
      )}
      {field(
        'fe-roles',
        t('workbench.material.fe.roles'),
        <Select
          aria-labelledby="fe-roles-label"
          multiple
          value={roles}
          disabled={readOnly}
          onChange={(v) => setMeta({ permission: (v as string[]).length > 0 ? { roles: v } : undefined })}
          optionList={model.roles.map((r) => ({ value: r.name, label: r.name }))}
        />,
      )}
      {field(
        'fe-badge',
        'badge',
        <Input
          id="fe-badge"
          value={String(meta.badge ?? '')}
          disabled={readOnly}
          onChange={(v) => setMeta({ badge: v })}
        />,
      )}
      {field(
        'fe-active',
        'activeMenu',
        <Input
          id="fe-active"
          value={String(meta.activeMenu ?? '')}
          disabled={readOnly}
          onChange={(v) => setMeta({ activeMenu: v })}
        />,
      )}
      <div className="wb-fe-flags">
        {FLAGS.map((flag) => (
          <div key={flag} className="wb-fe-flag">
            <Switch
              size="small"
              aria-label={flag}
              checked={meta[flag] === true}
              disabled={readOnly}
              onChange={(on) => setMeta({ [flag]: on })}
            />
            <code>{flag}</code>
            <Typography.Text type="tertiary" size="small">
              {described.get(flag)}
            </Typography.Text>
          </div>
        ))}
      </div>
    </div>
  );
}
