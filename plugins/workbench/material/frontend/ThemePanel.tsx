import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../../runtime/forms';
import type { ConsoleModel } from './consoleTypes';

const SIDER = new Set(['column', 'comprehensive', 'vertical', 'common', 'float']);

/** A small drawing of the layout: header, side menu (not for horizontal), a tabs bar, content. */
function LayoutThumb({ layout, tabs }: { layout: string; tabs: boolean }) {
  return (
    <div className={`wb-fe-layout wb-fe-layout-${layout}`} aria-hidden="true">
      {SIDER.has(layout) && <div className="wb-fe-layout-sider" />}
      <div className="wb-fe-layout-main">
        <div className="wb-fe-layout-header" />
        {tabs && <div className="wb-fe-layout-tabs" />}
        <div className="wb-fe-layout-content" />
      </div>
    </div>
  );
}

/** Theme defaults from theme.schema.json: a select per enum, a switch per flag. */
export function ThemePanel(props: {
  model: ConsoleModel;
  theme: Record<string, unknown>;
  readOnly: boolean;
  onChange: (theme: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const value = (key: string, fallback: unknown) => props.theme[key] ?? fallback;
  return (
    <div className="wb-fe-theme">
      <div>
        <Typography.Text strong>{t('workbench.material.fe.layout')}</Typography.Text>
        <LayoutThumb layout={String(value('layout', 'common'))} tabs={value('showTabs', true) === true} />
      </div>
      <div className="wb-fe-theme-fields">
        {props.model.themeFields.map((f) => (
          <div key={f.key} className="wb-fe-flag" title={f.description}>
            {f.enum ? (
              <Select
                aria-labelledby={`fe-theme-${f.key}`}
                size="small"
                value={String(value(f.key, f.default ?? ''))}
                disabled={props.readOnly}
                onChange={(v) => props.onChange({ ...props.theme, [f.key]: v })}
                optionList={f.enum.map((option) => ({ value: option, label: option }))}
                style={{ width: 150 }}
              />
            ) : (
              <Switch
                size="small"
                aria-label={f.key}
                checked={value(f.key, f.default) === true}
                disabled={props.readOnly}
                onChange={(on) => props.onChange({ ...props.theme, [f.key]: on })}
              />
            )}
            <code id={`fe-theme-${f.key}`}>{f.key}</code>
          </div>
        ))}
      </div>
    </div>
  );
}
