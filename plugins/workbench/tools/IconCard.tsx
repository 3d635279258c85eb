import Input from '@douyinfe/semi-ui/lib/es/input';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';

const SHOWN = 60;

/**
 * Icon finder: every Semi icon by its kebab-case name (the name a config writes), those this
 * console bundles drawn; a click copies the name.
 */
export function IconCard() {
  const { t } = useTranslation();
  const { http, icons } = usePluginServices();
  const [names, setNames] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const [copied, setCopied] = useState<string | undefined>();
  useEffect(() => {
    void http.get<{ list: string[] }>('/workbench/tools/icons').then((a) => setNames(a.data.list));
  }, [http]);
  const q = keyword.trim().toLowerCase();
  const found = names.filter((n) => n.includes(q));
  const copy = (name: string) => {
    setCopied(name);
    void navigator.clipboard?.writeText(name).catch(() => undefined);
  };
  return (
    <Card title={t('workbench.tools.icons')} className="wb-tool" data-testid="wb-tool-icons">
      <div className="wb-tool-body">
        <Input
          aria-label={t('workbench.tools.iconSearch')}
          placeholder={t('workbench.tools.iconSearch')}
          value={keyword}
          onChange={setKeyword}
          showClear
        />
        <Typography.Text type="tertiary">
          {t('workbench.tools.iconCount', { shown: Math.min(found.length, SHOWN), total: names.length })}
        </Typography.Text>
        <div className="wb-tool-icons">
          {found.slice(0, SHOWN).map((name) => {
            const Icon = icons[name];
            return (
              <button
                type="button"
                key={name}
                className="wb-tool-icon"
                aria-label={name}
                onClick={() => copy(name)}
                title={Icon ? name : `${name} — ${t('workbench.tools.notBundled')}`}
              >
                {Icon ? <Icon /> : <span className="wb-tool-icon-none" aria-hidden />}
                <span>{name}</span>
              </button>
            );
          })}
        </div>
        {copied && (
          <Typography.Text type="success" data-testid="wb-tool-icon-copied">
            {t('workbench.tools.iconCopied', { name: copied })}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}
