// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadChunk = vi.hoisted(() => vi.fn());
vi.mock('../../data/loadChunk', () => ({ loadChunk }));

const box = (left: number, top: number, width: number, height: number) =>
  ({ x: left, y: top, left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;

function elements() {
  const anchor = document.createElement('button');
  const popup = document.createElement('div');
  popup.style.position = 'fixed';
  document.body.append(anchor, popup);
  anchor.getBoundingClientRect = () => box(100, 50, 40, 32);
  Object.defineProperty(popup, 'offsetWidth', { value: 120 });
  return { anchor, popup };
}

// Each test imports anchorPopup afresh, so that it takes this file's loadChunk even when another
// test file in the same worker has loaded the real one first.
beforeEach(() => vi.resetModules());
afterEach(() => {
  document.body.replaceChildren();
  vi.resetModules();
  loadChunk.mockReset();
});

describe('#12.8 anchorPopup', () => {
  it('#12.8 keeps the popup transparent until @floating-ui/dom has placed it, then shows it where it says', async () => {
    const computePosition = vi.fn(async () => ({ x: 60.4, y: 86, placement: 'bottom-end' }));
    const stop = vi.fn();
    loadChunk.mockResolvedValue({
      computePosition,
      autoUpdate: (_anchor: unknown, _popup: unknown, update: () => void) => {
        update();
        return stop;
      },
      flip: () => ({ name: 'flip' }),
      shift: () => ({ name: 'shift' }),
      offset: () => ({ name: 'offset' }),
    });
    const { anchorPopup } = await import('./anchorPopup');
    const { anchor, popup } = elements();
    const release = anchorPopup(anchor, popup, 'bottomRight');
    expect(popup.style.opacity).toBe('0');
    await vi.waitFor(() => expect(popup.style.opacity).toBe(''));
    expect(popup.style.left).toBe('60px');
    expect(popup.style.top).toBe('86px');
    expect(popup.dataset.placement).toBe('bottom-end');
    expect(computePosition).toHaveBeenCalledWith(
      anchor,
      popup,
      expect.objectContaining({ strategy: 'fixed', placement: 'bottom-end' }),
    );
    release();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('#12.8 when the positioning code cannot load (a dropped connection), the popup still opens under its trigger, inside the viewport, and the next popup tries again', async () => {
    loadChunk.mockRejectedValueOnce(new Error('chunk load error'));
    const { anchorPopup } = await import('./anchorPopup');
    const { anchor, popup } = elements();
    anchor.getBoundingClientRect = () => box(window.innerWidth - 20, 50, 20, 32);
    anchorPopup(anchor, popup, 'bottomLeft');
    await vi.waitFor(() => expect(popup.style.opacity).toBe(''));
    expect(popup.style.top).toBe('86px');
    expect(Number.parseInt(popup.style.left, 10)).toBe(window.innerWidth - 120 - 4);
    loadChunk.mockResolvedValueOnce({
      computePosition: async () => ({ x: 1, y: 2, placement: 'top-start' }),
      autoUpdate: (_a: unknown, _p: unknown, update: () => void) => {
        update();
        return () => {};
      },
      flip: () => ({}),
      shift: () => ({}),
      offset: () => ({}),
    });
    anchorPopup(anchor, popup, 'bottomLeft');
    await vi.waitFor(() => expect(popup.dataset.placement).toBe('top-start'));
    expect(loadChunk).toHaveBeenCalledTimes(2);
  });

  it('#12.8 a popup closed before its place is known is left alone', async () => {
    let arrive: (value: unknown) => void = () => {};
    loadChunk.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { anchorPopup } = await import('./anchorPopup');
    const { anchor, popup } = elements();
    const autoUpdate = vi.fn();
    anchorPopup(anchor, popup, 'bottom')();
    arrive({ autoUpdate, computePosition: vi.fn(), flip: vi.fn(), shift: vi.fn(), offset: vi.fn() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(autoUpdate).not.toHaveBeenCalled();
    expect(popup.style.opacity).toBe('0');
  });
});
