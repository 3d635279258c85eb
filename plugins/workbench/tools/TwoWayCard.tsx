import Button from '@douyinfe/semi-ui/lib/es/button';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../runtime/ui/card';
import type { Converted } from './convert';
import { ToolError } from './ToolError';

type Side = 'left' | 'right';

/**
 * A tool that converts both ways between two texts (JSON ⇄ YAML, Base64, URL, timestamps…): each
 * side has its own convert button; input that cannot be read keeps its text and gets a located
 * error under it; the other side is left as it was.
 */
export function TwoWayCard(props: {
  id: string;
  title: string;
  left: { label: string; initial?: string; convert: (text: string) => Converted };
  right: { label: string; initial?: string; convert: (text: string) => Converted };
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState<Record<Side, string>>({
    left: props.left.initial ?? '',
    right: props.right.initial ?? '',
  });
  const [error, setError] = useState<{ side: Side; error: Extract<Converted, { ok: false }> } | undefined>();
  const run = (from: Side) => {
    const result = (from === 'left' ? props.left : props.right).convert(text[from]);
    if (!result.ok) return setError({ side: from, error: result });
    setError(undefined);
    setText((now) => ({ ...now, [from === 'left' ? 'right' : 'left']: result.text }));
  };
  const side = (name: Side, label: string) => (
    <div className="wb-tool-side">
      <Typography.Text strong>{label}</Typography.Text>
      <TextArea
        aria-label={label}
        value={text[name]}
        onChange={(value) => setText((now) => ({ ...now, [name]: value }))}
        autosize={{ minRows: 4, maxRows: 12 }}
        validateStatus={error?.side === name ? 'error' : 'default'}
        className="wb-tool-code"
      />
      <ToolError
        error={error?.side === name ? error.error : undefined}
        testId={`wb-tool-error-${props.id}-${name}`}
      />
    </div>
  );
  return (
    <Card title={props.title} className="wb-tool" data-testid={`wb-tool-${props.id}`}>
      <div className="wb-tool-body">
        {side('left', props.left.label)}
        <div className="wb-tool-buttons">
          <Button onClick={() => run('left')}>{t('workbench.tools.toRight')}</Button>
          <Button onClick={() => run('right')}>{t('workbench.tools.toLeft')}</Button>
        </div>
        {side('right', props.right.label)}
        {props.extra}
      </div>
    </Card>
  );
}
