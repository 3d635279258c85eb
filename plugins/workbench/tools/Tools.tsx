import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { ColourCard } from './ColourCard';
import { fromBase64, fromUrl, jsonToYaml, toBase64, toUrl, yamlToJson } from './convert';
import { DatetimeCard } from './DatetimeCard';
import { I18nCard } from './I18nCard';
import { IconCard } from './IconCard';
import { JsonDiffCard } from './JsonDiffCard';
import { RegexCard } from './RegexCard';
import { RuleCard } from './RuleCard';
import { SchemaCard } from './SchemaCard';
import { SnippetCard } from './SnippetCard';
import { TwoWayCard } from './TwoWayCard';
import { dateToTimestamp, timestampToDate, zoneLabel } from './time';
import '../shared/workbench.css';
import './tools.css';
import { useTranslation } from 'react-i18next';

/**
 * /workbench/tools: the small utilities integrators reach for while writing config, each in
 * a card. The converters run in the browser (offline); the snippet check, the rule tester and the
 * icon list ask the server, which knows the schemas, the rules and the icon set.
 */
export default function Tools() {
  const { t } = useTranslation();
  return (
    <div className="wb-screen">
      <Typography.Text type="tertiary">{t('workbench.tools.offline')}</Typography.Text>
      <div className="wb-tools">
        <TwoWayCard
          id="yaml"
          title={t('workbench.tools.jsonYaml')}
          left={{ label: t('workbench.tools.json'), convert: jsonToYaml }}
          right={{ label: t('workbench.tools.yaml'), convert: (text) => yamlToJson(text) }}
        />
        <SchemaCard />
        <RegexCard />
        <TwoWayCard
          id="time"
          title={t('workbench.tools.time')}
          left={{
            label: t('workbench.tools.timestamp'),
            initial: String(Math.floor(Date.now() / 1000)),
            convert: timestampToDate,
          }}
          right={{
            label: t('workbench.tools.date'),
            convert: (text) => dateToTimestamp(text.split('\n')[0]),
          }}
          extra={
            <Typography.Text type="tertiary">
              {t('workbench.tools.zone', { zone: zoneLabel() })}
            </Typography.Text>
          }
        />
        <TwoWayCard
          id="base64"
          title={t('workbench.tools.base64')}
          left={{ label: t('workbench.tools.plain'), convert: toBase64 }}
          right={{ label: t('workbench.tools.encoded'), convert: fromBase64 }}
        />
        <TwoWayCard
          id="url"
          title={t('workbench.tools.url')}
          left={{ label: t('workbench.tools.plain'), convert: toUrl }}
          right={{ label: t('workbench.tools.urlEncoded'), convert: fromUrl }}
        />
        <ColourCard />
        <DatetimeCard />
        <JsonDiffCard />
        <SnippetCard />
        <RuleCard />
        <IconCard />
        <I18nCard />
      </div>
    </div>
  );
}
