import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import type { Converted } from './convert';

/** The located error line a tool shows under the text it could not read. */
export function ToolError({ error, testId }: { error?: Extract<Converted, { ok: false }>; testId: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Typography.Text type="danger" data-testid={testId} role="alert">
      {t('workbench.tools.at', { line: error.line, col: error.col, message: error.message })}
    </Typography.Text>
  );
}
