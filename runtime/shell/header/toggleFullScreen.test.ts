import { describe, expect, it, vi } from 'vitest';
import { type FullScreenDocument, toggleFullScreen } from './toggleFullScreen';

const fakeDocument = (over: Partial<FullScreenDocument> = {}): FullScreenDocument => ({
  fullscreenElement: null,
  fullscreenEnabled: true,
  exitFullscreen: vi.fn(async () => {}),
  documentElement: { requestFullscreen: vi.fn(async () => {}) },
  ...over,
});

describe('toggleFullScreen', () => {
  it('LY-10 enters full screen when not there', async () => {
    const doc = fakeDocument();
    await expect(toggleFullScreen(doc)).resolves.toBe(true);
    expect(doc.documentElement.requestFullscreen).toHaveBeenCalledOnce();
  });

  it('LY-10 leaves full screen when already there', async () => {
    const doc = fakeDocument({ fullscreenElement: {} as Element });
    await expect(toggleFullScreen(doc)).resolves.toBe(false);
    expect(doc.exitFullscreen).toHaveBeenCalledOnce();
  });

  it('ER-06 rejects when the browser refuses, so the caller can toast', async () => {
    const refused = fakeDocument({
      documentElement: { requestFullscreen: vi.fn(async () => Promise.reject(new TypeError('denied'))) },
    });
    await expect(toggleFullScreen(refused)).rejects.toThrow('denied');
    await expect(toggleFullScreen(fakeDocument({ fullscreenEnabled: false }))).rejects.toThrow(
      'not available',
    );
  });
});
