import { describe, expect, it } from 'vitest';
import { launchBrowser } from './support/launchBrowser';
import { signIn, signInToHome } from './support/signIn';
import { useConsole } from './support/useConsole';

describe('phone layout and saved themes in Chromium', () => {
  const ctx = useConsole();

  it('TH-08 a saved theme colours the menu at start, before the theme drawer was ever opened', async () => {
    const { page, app } = ctx;
    await page.evaluate(() =>
      localStorage.setItem('jimu-theme', JSON.stringify({ themeName: 'blue-black' })),
    );
    await page.reload(); // settings are read at start
    await signIn(page, app.url, 'admin');
    expect(await page.evaluate(() => document.body.className)).toContain('vab-theme-blue-black');
    const background = await page
      .locator('.jimu-shell-sider')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(31, 38, 51)'); // #1f2633, the dark menu of blue-black
  });

  it('LY-01 LY-02 on a phone the drawer is opaque above its overlay and the home cards fit the screen', async () => {
    const phone = await launchBrowser({ width: 375, height: 812 });
    try {
      const page = await phone.context.newPage();
      page.setDefaultTimeout(10_000);
      // On a phone the menu is a closed drawer: signed in once the home cards show.
      await signInToHome(page, ctx.app.url, 'admin');
      // nothing wider than the phone: no sideways scrolling
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: '展开菜单' }).click();
      await page.getByTestId('sider-overlay').waitFor();
      const sider = page.getByTestId('side-bar');
      const [background, siderZ, overlayZ] = await Promise.all([
        sider.evaluate((el) => getComputedStyle(el).backgroundColor),
        sider.evaluate((el) => Number(getComputedStyle(el).zIndex)),
        page.getByTestId('sider-overlay').evaluate((el) => Number(getComputedStyle(el).zIndex)),
      ]);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      expect(siderZ).toBeGreaterThan(overlayZ);
    } finally {
      await phone.close();
    }
  });
});
