import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../fixtures/makePng';
import { openShowcase, pastTheEdge, setLanguage } from './support/showcaseChecks';
import { showcaseAxe, shownShowcase, useShowcaseSession } from './support/showcaseSession';

// The showcase's cropper, upload and player screens (the mock's upload and media), as admin.
describe('showcase: cropper, upload, player', () => {
  const s = useShowcaseSession();
  let page: Page;
  beforeAll(() => {
    page = s.page;
  });
  const showcase = (name: string) => page.locator(shownShowcase(name));

  /** The cropped PNG as the page decodes it: size and the alpha of two pixels. */
  const cropped = () =>
    showcase('cropper')
      .getByTestId('showcase-cropper-result')
      .evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d');
        context?.drawImage(img, 0, 0);
        const alpha = (x: number, y: number) => context?.getImageData(x, y, 1, 1).data[3];
        return {
          src: img.src.slice(0, 22),
          width: img.naturalWidth,
          height: img.naturalHeight,
          corner: alpha(0, 0),
          centre: alpha(Math.floor(img.naturalWidth / 2), Math.floor(img.naturalHeight / 2)),
        };
      });

  it('#17.1 cropper 1-3: 16:9 crops keep the ratio; round crops are transparent outside the circle; a rotated 1:1 crop stays square', async () => {
    await openShowcase(page, s.app.url, '/other/cropper', 'cropper');
    await showcase('cropper').locator('.semi-cropper-img').waitFor();
    await showcase('cropper').getByTestId('showcase-cropper-aspect').getByText('16:9').click();
    await showcase('cropper').getByTestId('showcase-cropper-crop').click();
    const wide = await cropped();
    expect(wide.src).toBe('data:image/png;base64,');
    expect(Math.abs((wide.width * 9) / 16 - wide.height)).toBeLessThanOrEqual(1);

    await showcase('cropper').getByTestId('showcase-cropper-aspect').getByText('1:1').click();
    await showcase('cropper').getByTestId('showcase-cropper-shape').getByText('圆形').click();
    await showcase('cropper').getByTestId('showcase-cropper-crop').click();
    await expect.poll(async () => (await cropped()).corner).toBe(0);
    expect((await cropped()).centre).toBe(255);

    await showcase('cropper').getByTestId('showcase-cropper-shape').getByText('矩形').click();
    await showcase('cropper').getByTestId('showcase-cropper-rotateRight').click();
    await showcase('cropper').getByTestId('showcase-cropper-crop').click();
    await expect.poll(async () => (await cropped()).corner).toBe(255);
    const square = await cropped();
    expect(Math.abs(square.width - square.height)).toBeLessThanOrEqual(1);
    expect(await showcaseAxe(page, 'cropper')).toEqual([]);
  });

  it('#17.1 cropper 4: 设为头像 uploads the PNG, saves it and the header avatar shows the uploaded url', async () => {
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/upload') && r.request().method() === 'POST',
    );
    await showcase('cropper').getByTestId('showcase-cropper-setAvatar').click();
    const answer = (await (await uploaded).json()) as { data: { url: string } };
    expect(answer.data.url).toMatch(/^\/mock-assets\/uploads\/[0-9a-f]{24}$/);
    await expect.poll(() => page.locator('.jimu-user-avatar img').getAttribute('src')).toBe(answer.data.url);
  });

  it('#17.1 cropper: 裁剪 waits while a new picture loads, then crops that picture (no page error)', async () => {
    // CI once clicked 裁剪 before a new Cropper had measured its picture: getImageData threw.
    const result = () => showcase('cropper').getByTestId('showcase-cropper-result').getAttribute('src');
    const before = await result();
    // The new picture is held on its way until 裁剪 has been clicked.
    let requested: () => void = () => {};
    const onItsWay = new Promise<void>((resolve) => {
      requested = resolve;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Promise<void>[] = [];
    await page.route('**/mock-assets/photo/2.svg', (route) => {
      requested();
      const handled = released.then(() => route.continue());
      held.push(handled);
      return handled;
    });
    try {
      await showcase('cropper').getByText('示例照片 2').click();
      const crop = showcase('cropper').getByTestId('showcase-cropper-crop');
      await onItsWay;
      expect(await crop.isDisabled()).toBe(true);
      // Sent while the picture is still held, the click waits until the button is enabled.
      const clicked = crop.click();
      release();
      await clicked;
      await expect.poll(result).not.toBe(before);
    } finally {
      release();
      await Promise.allSettled(held);
      await page.unroute('**/mock-assets/photo/2.svg');
    }
  });

  const wall = () => showcase('upload').getByTestId('showcase-upload-wall');
  const rows = () =>
    showcase('upload').getByTestId('showcase-upload-table').locator('tbody tr.semi-table-row');

  it('#17.3 upload 1: a 10 KB PNG posts multipart to /upload, lists as 10.0 KB and its preview is image/png', async () => {
    await openShowcase(page, s.app.url, '/other/upload', 'upload');
    const name = `e2e-${Date.now()}.png`;
    await wall()
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name, mimeType: 'image/png', buffer: makePng(10 * 1024) });
    const posted = page.waitForRequest((r) => r.url().endsWith('/upload') && r.method() === 'POST');
    await showcase('upload').getByTestId('showcase-upload-start').click();
    const request = await posted;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const row = rows().filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByTestId('showcase-upload-size').textContent()).toBe('10.0 KB');
    expect(await showcase('upload').getByTestId('showcase-upload-counts').textContent()).toBe(
      '成功 1 / 失败 0',
    );
    const href = await row.getByTestId('showcase-upload-preview').getAttribute('href');
    const preview = await page.request.get(`${s.app.url}${href}`);
    expect(preview.headers()['content-type']).toBe('image/png');
    expect(await showcaseAxe(page, 'upload')).toEqual([]);
  });

  it('#17.3 upload 2-3: a 700 KB file is refused before sending, naming the 500 KB limit; a .txt is not accepted', async () => {
    const requests: string[] = [];
    const watch = (r: { url(): string; method(): string }) => {
      if (r.url().endsWith('/upload') && r.method() === 'POST') requests.push(r.url());
    };
    page.on('request', watch);
    try {
      await wall()
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: makePng(700 * 1024) });
      await page.locator('.semi-toast-content', { hasText: 'big.png：文件超过 500 KB' }).waitFor();
      await wall()
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await page.locator('.semi-toast-content', { hasText: 'note.txt：只能上传' }).waitFor();
      expect(await wall().getByText('note.txt').count()).toBe(0);
      await showcase('upload').getByTestId('showcase-upload-start').click();
      await page.locator('.semi-toast-content', { hasText: '请先选择图片' }).waitFor();
      expect(requests).toEqual([]);
    } finally {
      page.off('request', watch);
    }
  });

  it('#17.3 upload 4: 删除 removes the row, and /upload/getList no longer lists it', async () => {
    const row = rows().first();
    const name = (await row.locator('td').first().textContent()) ?? '';
    await row.getByTestId('showcase-upload-delete').click();
    const confirm = page.locator('.semi-popconfirm').getByRole('button', { name: /确定|OK/ });
    // The answer's wait starts once the confirmation shows: started before, its 10 s were spent on
    // the popup's opening and the click's own waits on a loaded machine, and ran out.
    await confirm.waitFor();
    const deleted = page.waitForResponse((r) => r.url().endsWith('/upload/doDelete'));
    await confirm.click();
    expect((await deleted).status()).toBe(200);
    // Then the list asks again and draws without the row (a loaded machine can take seconds).
    await expect.poll(() => rows().filter({ hasText: name }).count(), { timeout: 15_000 }).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('admin-token'));
    const listed = await page.request.get(`${s.app.url}/upload/getList?pageSize=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const names = ((await listed.json()) as { data: { list: { name: string }[] } }).data.list.map(
      (r) => r.name,
    );
    expect(names).not.toContain(name);
  });

  const video = () => showcase('player').locator('video');
  const videoState = () =>
    video().evaluate((v: HTMLVideoElement) => ({
      time: v.currentTime,
      paused: v.paused,
      rate: v.playbackRate,
    }));

  it('#17.1 player 1-3, 5: plays, seeks to the 中段 chapter (range requests), plays at 2×; danmaku flies for about 6 s', async () => {
    await openShowcase(page, s.app.url, '/other/player', 'player');
    await video().evaluate((v: HTMLVideoElement) =>
      v.readyState >= 1 ? null : new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true })),
    );
    // The shipped sample lasts 6 s ±0.2 as Chromium decodes it.
    const duration = await video().evaluate((v: HTMLVideoElement) => v.duration);
    expect(Math.abs(duration - 6)).toBeLessThanOrEqual(0.2);
    await showcase('player').locator('.semi-videoPlayer-video-wrapper, video').first().click();
    await expect.poll(async () => (await videoState()).time, { timeout: 2000 }).toBeGreaterThan(0.5);
    expect((await videoState()).paused).toBe(false);

    await video().evaluate((v: HTMLVideoElement) => v.pause());
    await showcase('player').getByTestId('showcase-player-chapter-middle').click();
    await expect.poll(async () => Math.abs((await videoState()).time - 3)).toBeLessThanOrEqual(0.3);

    // Bullets fly while the video plays: start it again from the beginning.
    await video().evaluate((v: HTMLVideoElement) => {
      v.currentTime = 0;
      return v.play();
    });
    await showcase('player').getByTestId('showcase-player-danmakuInput').fill('hello');
    await showcase('player').getByTestId('showcase-player-send').click();
    const bullet = showcase('player').getByTestId('showcase-player-danmaku').getByText('hello');
    await bullet.waitFor();
    const sent = Date.now();
    await bullet.waitFor({ state: 'detached', timeout: 9000 });
    expect(Date.now() - sent).toBeGreaterThan(4500);

    // Semi's rate menu opens on hover over the current rate, in the controls shown while the pointer is on the player.
    await showcase('player').locator('video').hover();
    await showcase('player').locator('.semi-videoPlayer-controls-popup').first().hover();
    await page.locator('.semi-videoPlayer-controls-popup-menu-item', { hasText: /^2x$/ }).click();
    await expect.poll(async () => (await videoState()).rate).toBe(2);
    expect(await showcase('player').getByTestId('showcase-player-log').textContent()).toContain('倍速 2×');
    expect(await showcaseAxe(page, 'player')).toEqual([]);
  });

  it('#17.1 player 4: in English the captions are the .en.vtt track', async () => {
    await setLanguage(page, 'en');
    try {
      await openShowcase(page, s.app.url, '/other/player', 'player');
      const cue = () =>
        video().evaluate((v: HTMLVideoElement) => {
          const track = v.textTracks[0];
          return track?.cues?.[0] ? (track.cues[0] as VTTCue).text : null;
        });
      await expect.poll(cue).toBe('Jimu sample video: a test pattern made with ffmpeg');
      expect(await video().locator('track').getAttribute('src')).toBe('/mock-assets/media/sample.en.vtt');
    } finally {
      await setLanguage(page, 'zh');
    }
  });

  it('#17.1 player at 390 px: the control bar (play, time, volume, rate, fullscreen, picture-in-picture) fits the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await openShowcase(page, s.app.url, '/other/player', 'player');
      await showcase('player').locator('video').hover();
      const bar = showcase('player').locator('.semi-videoPlayer-controls');
      await bar.waitFor();
      expect(await pastTheEdge(page, shownShowcase('player'))).toEqual([]);
      expect(await bar.locator('.semi-videoPlayer-controls-popup').count()).toBeGreaterThan(0);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('#17.1 no console errors on these demos', () => {
    // The 700 KB and .txt files never leave the browser; nothing else may log an error.
    expect(s.errors).toEqual([]);
  });
});
