import { describe, expect, it } from 'vitest';
import { storedSession } from './support/storedSession';
import { SHELL, useConsole } from './support/useConsole';

describe('phone layout and saved themes in Chromium', () => {
  const ctx = useConsole();

  it('TH-08 a saved theme colours the menu at start, before the theme drawer was ever opened', async () => {
    const { app } = ctx;
    // The stored session, with a saved theme beside the token: settings are read at start.
    const session = await storedSession(app, 'admin');
    const context = await ctx.browser.newContext({
      storageState: {
        ...session,
        origins: session.origins.map((origin) => ({
          ...origin,
          localStorage: [
            ...origin.localStorage,
            { name: 'jimu-theme', value: JSON.stringify({ themeName: 'blue-black' }) },
          ],
        })),
      },
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(`${app.url}/#/`);
      await page.locator(SHELL).waitFor();
      expect(await page.evaluate(() => document.body.className)).toContain('vab-theme-blue-black');
      const background = await page
        .locator('.jimu-shell-sider')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toBe('rgb(31, 38, 51)'); // #1f2633, the dark menu of blue-black
    } finally {
      await context.close();
    }
  });

  it('LY-01 LY-02 on a phone the drawer is opaque above its overlay and the home cards fit the screen', async () => {
    const page = await ctx.open('/', { viewport: { width: 375, height: 812 } });
    // On a phone the menu is a closed drawer: the home cards show.
    await page.getByTestId('dashboard').waitFor();
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
  });
});
