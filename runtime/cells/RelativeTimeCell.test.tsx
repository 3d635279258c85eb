// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeTranslators } from '../i18n/testTranslators';
import type { Translate } from '../lib/language';
import { renderCell } from './renderCell';
import { testCellContext } from './testCellContext';

let zh: Translate;
let en: Translate;
beforeAll(async () => {
  ({ zh, en } = await runtimeTranslators());
});
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2024, 4, 15, 12, 0, 40));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('relativeTime cell', () => {
  it('SE-11 shows the relative time and re-renders at the next unit boundary, not before', () => {
    const { container } = render(
      <div>{renderCell('relativeTime', '2024-05-15 12:00:00', {}, testCellContext({ t: zh }))}</div>,
    );
    const time = () => container.querySelector('time')?.textContent;
    expect(time()).toBe('几秒前');
    expect(container.querySelector('time')?.getAttribute('title')).toBe('2024-05-15 12:00:00');
    act(() => vi.advanceTimersByTime(19_000));
    expect(time()).toBe('几秒前');
    act(() => vi.advanceTimersByTime(1_000));
    expect(time()).toBe('1 分钟前');
    act(() => vi.advanceTimersByTime(60_000));
    expect(time()).toBe('2 分钟前');
  });

  it('SE-11 speaks English when the console does', () => {
    const { container } = render(
      <div>
        {renderCell('relativeTime', '2024-05-14 07:05:00', {}, testCellContext({ t: en, language: 'en' }))}
      </div>,
    );
    expect(container.textContent).toBe('Yesterday 07:05');
  });
});
