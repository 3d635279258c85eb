import Button from '@douyinfe/semi-ui/lib/es/button';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { EffectSample } from './EffectSample';
import { BASE_CSS, type CssEffect, EFFECTS } from './effects';

const ALL_CSS = [BASE_CSS, ...EFFECTS.map((effect) => effect.css)].join('\n');
const GROUPS = ['button', 'input', 'text'] as const;
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 };

/**
 * /other/cssfx: 16 pure-CSS effects (buttons, inputs, text), triggered by hover or focus; each card
 * shows and copies its HTML and CSS. The style text is the same string the code view shows.
 */
export default function CssfxShowcase() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<CssEffect | null>(null);
  useCloseWhenLeft(shown !== null, () => setShown(null));
  const copy = (text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => toast('success', t('showcase.cssfx.copied')),
      () => toast('error', t('showcase.cssfx.copyFailed')),
    );
  return (
    <ShowcasePage
      name="cssfx"
      reference="vab pro cssfx (32 effects)"
      source={() => import('./CssfxShowcase.tsx?source')}
    >
      <style>{ALL_CSS}</style>
      {GROUPS.map((group) => (
        <section key={group} aria-labelledby={`jimu-showcase-cssfx-${group}`}>
          <Typography.Title heading={5} id={`jimu-showcase-cssfx-${group}`} style={{ marginBottom: 12 }}>
            {t(`showcase.cssfx.groups.${group}`)}
          </Typography.Title>
          <div style={GRID}>
            {EFFECTS.filter((effect) => effect.group === group).map((effect) => (
              <Card
                key={effect.id}
                title={t(`showcase.cssfx.names.${effect.id}`)}
                headerExtraContent={
                  <Button
                    size="small"
                    theme="borderless"
                    data-testid={`showcase-cssfx-code-${group}-${effect.id}`}
                    onClick={() => setShown(effect)}
                  >
                    {t('showcase.cssfx.viewCode')}
                  </Button>
                }
                bodyStyle={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 90 }}
              >
                <EffectSample effect={effect} t={t} />
              </Card>
            ))}
          </div>
        </section>
      ))}
      <SideSheet
        visible={shown !== null}
        closeOnEsc
        onCancel={() => setShown(null)}
        width={520}
        title={shown ? t('showcase.cssfx.code', { name: t(`showcase.cssfx.names.${shown.id}`) }) : ''}
      >
        {shown ? (
          <div data-testid="showcase-cssfx-sheet">
            {(['html', 'css'] as const).map((part) => (
              <div key={part} style={{ marginBottom: 16 }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
                  <Typography.Text strong>{part.toUpperCase()}</Typography.Text>
                  <Button size="small" onClick={() => copy(shown[part])}>
                    {t('showcase.cssfx.copy')}
                  </Button>
                </div>
                <pre className="jimu-showcase-code">{shown[part]}</pre>
              </div>
            ))}
          </div>
        ) : null}
      </SideSheet>
    </ShowcasePage>
  );
}
