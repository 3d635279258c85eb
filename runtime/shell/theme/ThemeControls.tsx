import IconHelpCircle from '@douyinfe/semi-icons/lib/es/icons/IconHelpCircle';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Tooltip from '@douyinfe/semi-ui/lib/es/tooltip';
import { type ReactNode, useId } from 'react';
import { Select } from '../../forms/Select';
import { type SettingsContext, type ThemeSettings, themeOptions } from '../../machines';
import { drawerRules } from './drawerRules';

type T = (key: string) => string;
type BooleanSetting = {
  [K in keyof ThemeSettings]: ThemeSettings[K] extends boolean ? K : never;
}[keyof ThemeSettings];

export interface ThemeControlsProps {
  settings: SettingsContext;
  /** Every control applies at once: the drawer sends `settings.change`. */
  onChange(patch: Partial<ThemeSettings>): void;
  dark: boolean;
  onDarkChange(dark: boolean): void;
  t: T;
  /** Switches of tools the back end has no call for (app.yaml api: search, notices false): not shown. */
  absent?: readonly BooleanSetting[];
}

/** One labelled row; the label's id names the control for screen readers and tests. */
function Row({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="jimu-theme-row">
      <span id={id} className="jimu-theme-label">
        {label}
        {hint}
      </span>
      {children(id)}
    </div>
  );
}

/** The drawer's controls, each usable only when the current settings allow it. */
export function ThemeControls({
  settings,
  onChange,
  dark,
  onDarkChange,
  t,
  absent = [],
}: ThemeControlsProps) {
  const rules = drawerRules(settings);
  const select = <K extends 'layout' | 'themeName' | 'columnStyle' | 'tabsBarStyle'>(
    key: K,
    labels: string,
    disabled = false,
  ) => (
    <Row label={t(`jimu.theme.${key}`)} hint={key === 'layout' ? <LayoutHint t={t} /> : null}>
      {(id) => (
        <Select
          aria-labelledby={id}
          data-testid={`theme-${key}`}
          size="small"
          style={{ width: 130 }}
          disabled={disabled}
          value={settings[key]}
          onChange={(value) => onChange({ [key]: value })}
          optionList={themeOptions[key].map((value) => ({
            value,
            label:
              key === 'themeName' && value.startsWith('red-')
                ? `${t(`${labels}.${value}`)} (${t('jimu.theme.notBuiltIn')})`
                : t(`${labels}.${value}`),
          }))}
        />
      )}
    </Row>
  );
  const toggle = (key: BooleanSetting, disabled = false) => (
    <Row label={t(`jimu.theme.${key}`)}>
      {(id) => (
        <Switch
          aria-labelledby={id}
          size="small"
          disabled={disabled}
          checked={settings[key]}
          onChange={(checked) => onChange({ [key]: checked })}
        />
      )}
    </Row>
  );
  return (
    <div className="jimu-theme-controls">
      {select('layout', 'jimu.theme.layouts', rules.layoutDisabled)}
      {select('themeName', 'jimu.theme.themes')}
      <Row label={t('jimu.theme.background')}>
        {(id) => (
          <Radio.Group
            aria-labelledby={id}
            type="button"
            buttonSize="small"
            disabled={rules.backgroundDisabled}
            value={settings.background}
            onChange={(event) => onChange({ background: event.target.value })}
          >
            {themeOptions.background.map((value) => (
              <Radio key={value} value={value}>
                {t(`jimu.theme.backgrounds.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
        )}
      </Row>
      {toggle('showTabs')}
      {rules.tabsOptionsShown ? toggle('showTabsIcon') : null}
      {rules.tabsOptionsShown ? select('tabsBarStyle', 'jimu.theme.tabsBarStyles') : null}
      {rules.columnStyleShown ? select('columnStyle', 'jimu.theme.columnStyles') : null}
      {toggle('fixedHeader', rules.fixedHeaderDisabled)}
      <Row label={t('jimu.theme.darkMode')}>
        {(id) => <Switch aria-labelledby={id} size="small" checked={dark} onChange={onDarkChange} />}
      </Row>
      <div className="jimu-theme-section">{t('jimu.theme.other')}</div>
      {toggle('showLanguage')}
      {toggle('showProgressBar')}
      {toggle('showRefresh')}
      {absent.includes('showSearch') ? null : toggle('showSearch')}
      {absent.includes('showNotice') ? null : toggle('showNotice')}
      {toggle('showFullScreen')}
    </div>
  );
}

/** Layout choices are remembered on mobile but apply only on a desktop viewport. */
function LayoutHint({ t }: { t: T }) {
  return (
    <Tooltip content={t('jimu.theme.layoutHint')}>
      <IconHelpCircle className="jimu-theme-hint" aria-label={t('jimu.theme.layoutHint')} size="small" />
    </Tooltip>
  );
}
