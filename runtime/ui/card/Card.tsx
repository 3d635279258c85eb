import SemiCard from '@douyinfe/semi-ui/lib/es/card';
import type { ComponentProps } from 'react';
import { ClippedText } from '../text/ClippedText';

export type CardProps = ComponentProps<typeof SemiCard>;

/**
 * Semi's Card, with a text title drawn as Semi's card heading cut to one line by CSS (the whole
 * title on hover): Semi draws a text title with its Typography ellipsis, which measures itself
 * through findDOMNode, deprecated in React 18. Any other title is drawn as given.
 *
 * @example <Card title={t('workbench.tools.regex')}>…</Card>
 */
export function Card({ title, ...props }: CardProps) {
  return (
    <SemiCard
      {...props}
      title={
        typeof title === 'string' ? (
          <ClippedText as="h6" className="semi-typography semi-typography-h6" text={title} />
        ) : (
          title
        )
      }
    />
  );
}
