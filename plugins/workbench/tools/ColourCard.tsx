import Input from '@douyinfe/semi-ui/lib/es/input';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../runtime/ui/card';
import { type Colour, readColour } from './colors';

/**
 * Colour converter (hex ⇄ rgb ⇄ hsl): type any notation in any field and the others follow; a
 * value that cannot be read stays as typed, with the column of the problem.
 */
export function ColourCard() {
  const { t } = useTranslation();
  const start = readColour('#3370ff') as Colour;
  const [fields, setFields] = useState<Colour>({ hex: start.hex, rgb: start.rgb, hsl: start.hsl });
  const [error, setError] = useState<{ field: keyof Colour; col: number; message: string } | undefined>();
  const change = (field: keyof Colour, value: string) => {
    const read = readColour(value);
    if (!read.ok) {
      setFields((now) => ({ ...now, [field]: value }));
      setError({ field, col: read.col, message: read.message });
      return;
    }
    setError(undefined);
    setFields({ hex: read.hex, rgb: read.rgb, hsl: read.hsl, [field]: value });
  };
  const swatch = error ? undefined : fields.hex;
  return (
    <Card title={t('workbench.tools.colour')} className="wb-tool" data-testid="wb-tool-colour">
      <div className="wb-tool-body">
        <div className="wb-tool-swatch" style={{ background: swatch }} aria-hidden />
        {(['hex', 'rgb', 'hsl'] as const).map((field) => (
          <div key={field} className="wb-tool-side">
            <Typography.Text strong>{field.toUpperCase()}</Typography.Text>
            <Input
              aria-label={`${t('workbench.tools.colourInput')} ${field}`}
              value={fields[field]}
              onChange={(value) => change(field, value)}
              validateStatus={error?.field === field ? 'error' : 'default'}
            />
            {error?.field === field && (
              <Typography.Text type="danger" role="alert" data-testid="wb-tool-error-colour">
                {t('workbench.tools.atCol', { col: error.col, message: error.message })}
              </Typography.Text>
            )}
          </div>
        ))}
      </div>
    </Card>
  );
}
