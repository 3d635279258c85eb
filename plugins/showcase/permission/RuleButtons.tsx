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
    <section className="jimu-demo-card" data-testid="demo-permission-buttons">
      <h3>{t('demo.permission.buttons')}</h3>
      <div className="jimu-demo-permission-toggle">
        <Switch
          checked={placeholders}
          onChange={setPlaceholders}
          aria-labelledby="demo-permission-show-denied"
          data-testid="demo-permission-placeholders"
        />
        <span id="demo-permission-show-denied">{t('demo.permission.showDenied')}</span>
      </div>
      <div className="jimu-demo-permission-grid">
        {RULES.map(({ n, rule }) => (
          <Permission
            key={n}
            rule={rule}
            fallback={
              placeholders ? (
                <span className="jimu-demo-permission-denied" data-denied={n}>
                  {t('demo.permission.denied', { rule: ruleText(rule) })}
                </span>
              ) : null
            }
          >
            <Button data-rule={n} data-testid="demo-permission-rule">
              {t('demo.permission.button', { n })} · {ruleText(rule)}
            </Button>
          </Permission>
        ))}
      </div>
    </section>
  );
}
