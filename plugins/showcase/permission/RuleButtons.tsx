import Button from '@douyinfe/semi-ui/lib/es/button';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../runtime/access';
import { RULES, ruleText } from './rules';

/**
 * The twelve buttons, each inside `<Permission rule>`: denied ones are absent from the DOM, or —
 * with the toggle — replaced by a dashed placeholder naming the rule (the `fallback` variant).
 */
export function RuleButtons() {
  const { t } = useTranslation();
  const [placeholders, setPlaceholders] = useState(false);
  return (
    <section className="jimu-showcase-card" data-testid="showcase-permission-buttons">
      <h3>{t('showcase.permission.buttons')}</h3>
      <div className="jimu-showcase-permission-toggle">
        <Switch
          checked={placeholders}
          onChange={setPlaceholders}
          aria-labelledby="showcase-permission-show-denied"
          data-testid="showcase-permission-placeholders"
        />
        <span id="showcase-permission-show-denied">{t('showcase.permission.showDenied')}</span>
      </div>
      <div className="jimu-showcase-permission-grid">
        {RULES.map(({ n, rule }) => (
          <Permission
            key={n}
            rule={rule}
            fallback={
              placeholders ? (
                <span className="jimu-showcase-permission-denied" data-denied={n}>
                  {t('showcase.permission.denied', { rule: ruleText(rule) })}
                </span>
              ) : null
            }
          >
            <Button data-rule={n} data-testid="showcase-permission-rule">
              {t('showcase.permission.button', { n })} · {ruleText(rule)}
            </Button>
          </Permission>
        ))}
      </div>
    </section>
  );
}
