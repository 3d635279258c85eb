import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useRuntime } from '../../../runtime/app/RuntimeContext';
import { createFormValidator, type PrecompiledValidatorModule } from '../../../runtime/forms';
import { isKeyOf, isRecord } from '../../../runtime/lib';
import { ConfigPage } from '../../../runtime/pages';
import { usePluginServices } from '../../../runtime/plugin';
import type { PageConfig } from '../../../schemas/types.gen';
import { memoryProvider } from './memoryProvider';
import { type PreviewStrings, usePreviewI18n } from './usePreviewI18n';

export interface PagePreviewProps {
  /** The generated page's file name and config. */
  name: string;
  page: PageConfig;
  /** Its zh/en strings (`{ page: { <name>: … } }`), shown in the preview only, over the console's own. */
  strings: PreviewStrings;
  rows: Record<string, unknown>[];
  /**
   * Replaces the server-compiled validator (which needs write:system): the material centre's
   * previews validate in the browser so that read-only users can preview too.
   */
  loadValidator?: (name: string, form: string) => Promise<unknown>;
}

const WIDTHS = { desktop: '100%', tablet: '992px', phone: '375px' } as const;

/**
 * The preview host: the page rendered by the runtime's own ConfigPage, signed in as the
 * current user (buttons obey permissions), over an in-memory copy of the sample rows, validating
 * forms with the build's own validator code (compiled by the server for the page's schema).
 * Clearly marked as a preview; a device-width switch. It renders inside the screen's own route,
 * so the screen's query names (projectId, genTableId) never name a page field.
 *
 * @example <PagePreview name="orders" page={page} strings={strings} rows={rows} />
 */
export function PagePreview({ name, page, strings, rows, loadValidator: ownValidator }: PagePreviewProps) {
  const { t } = useTranslation();
  const previewI18n = usePreviewI18n(strings);
  const runtime = useRuntime();
  const { http, user, icons } = usePluginServices();
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const rowKey = ('rowKey' in page ? page.rowKey : undefined) ?? 'id';
  // A new provider when the rows change, not on every render (the table would reload).
  const provider = useMemo(() => memoryProvider(rows, rowKey), [rows, rowKey]);
  const serverValidator = useMemo(
    () => async (_name: string, form: string) => {
      // A crud page keeps each form in its own section (`search`, `edit`); a form page is the form.
      const section: unknown = form === 'form' ? page : (Reflect.get(page, form) ?? page);
      const schema = isRecord(section) ? section.schema : undefined;
      const answer = await http.post<{ code: string }>('/workbench/generator/validator', { schema });
      const url = URL.createObjectURL(new Blob([answer.data.code], { type: 'text/javascript' }));
      try {
        return createFormValidator((await import(/* @vite-ignore */ url)) as PrecompiledValidatorModule);
      } finally {
        URL.revokeObjectURL(url);
      }
    },
    [http, page],
  );
  const loadValidator = ownValidator ?? serverValidator;
  return (
    <div className="wb-preview" data-testid="wb-preview">
      <div className="wb-preview-bar">
        <Typography.Text type="tertiary">{t('workbench.gen.previewNote')}</Typography.Text>
        <RadioGroup
          type="button"
          value={width}
          onChange={(e) => isKeyOf(WIDTHS, e.target.value) && setWidth(e.target.value)}
        >
          <Radio value="desktop">1920</Radio>
          <Radio value="tablet">992</Radio>
          <Radio value="phone">375</Radio>
        </RadioGroup>
      </div>
      <div className="wb-preview-frame" style={{ maxWidth: WIDTHS[width] }}>
        <I18nextProvider i18n={previewI18n}>
          <ConfigPage
            key={JSON.stringify(page)}
            name={name}
            page={page}
            http={http}
            subject={{
              roles: user.roles,
              permissions: user.permissions,
              admin: user.admin,
            }}
            registry={runtime.registry}
            icons={icons}
            provider={provider}
            loadValidator={loadValidator as never}
          />
        </I18nextProvider>
      </div>
    </div>
  );
}
