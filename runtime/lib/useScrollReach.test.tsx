// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollReach } from './useScrollReach';

/** A box of 100 px whose content is `wide` px wide (happy-dom lays nothing out: the sizes are given). */
function Box({ wide, tabIndex, children }: { wide: number; tabIndex?: number; children?: React.ReactNode }) {
  const ref = useRef<HTMLDivElement | null>(null);
  useScrollReach(ref);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (!element) return;
        Object.defineProperty(element, 'clientWidth', { configurable: true, value: 100 });
        Object.defineProperty(element, 'scrollWidth', { configurable: true, value: wide });
      }}
      style={{ overflowX: 'auto' }}
      tabIndex={tabIndex}
      data-testid="box"
    >
      {children}
    </div>
  );
}

afterEach(cleanup);

describe('a box that scrolls stays within a keyboard’s reach', () => {
  it('takes focus itself while it scrolls with nothing in it to focus, and gives it back once it holds a control', async () => {
    const { getByTestId, rerender } = render(<Box wide={300}>text</Box>);
    expect(getByTestId('box').getAttribute('tabindex')).toBe('0');
    rerender(
      <Box wide={300}>
        <button type="button">open</button>
      </Box>,
    );
    await waitFor(() => expect(getByTestId('box').hasAttribute('tabindex')).toBe(false));
  });

  it('leaves alone a box that does not scroll, and a tabindex it did not give', () => {
    const { getByTestId } = render(<Box wide={100}>text</Box>);
    expect(getByTestId('box').hasAttribute('tabindex')).toBe(false);
    cleanup();
    const kept = render(
      <Box wide={300} tabIndex={-1}>
        text
      </Box>,
    );
    expect(kept.getByTestId('box').getAttribute('tabindex')).toBe('-1');
  });
});
