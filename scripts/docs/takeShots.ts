import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../../tests/e2e/support/launchBrowser';
import { type RunningConsole, startConsole } from '../../tests/e2e/support/startConsole';
import { storedSession } from '../../tests/e2e/support/storedSession';
import { openSignedIn } from '../../tests/e2e/support/useConsole';
import { SHOTS, type Shot } from './shots';

/**
 * `npm run docs:shots`: builds and starts the sample console with its mock back end, then takes
 * every picture of SHOTS (shots.ts) in Chromium into docs/images/, signed in as admin.
 */
const images = path.resolve(import.meta.dirname, '../../docs/images');

/** Ten sample rows imported as a table of the sample project: what the column editor shows. */
async function importSampleTable(app: RunningConsole): Promise<string> {
  const { origins } = await storedSession(app, 'admin');
  const token = origins[0].localStorage.find((item) => item.name === app.tokenStorageKey)?.value;
  const sample = Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    orderNo: `NO-${String(i + 1).padStart(4, '0')}`,
    customer: ['张伟', '王芳', '李娜', '刘洋', '陈静'][i % 5],
    status: ['new', 'paid', 'shipped'][i % 3],
    total: `${(i + 1) * 10.5}`,
    createdAt: `2026-11-${String(10 + i).padStart(2, '0')}T09:30:00Z`,
  }));
  const response = await fetch(`${app.url}/workbench/generator/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ projectId: 5, name: 'orders', sample }),
  });
  const created = (await response.json()) as { data?: { id: number }[] };
  const id = created.data?.[0]?.id;
  if (id === undefined) throw new Error(`the sample table was refused: ${JSON.stringify(created)}`);
  return `?projectId=5&genTableId=${id}`;
}

async function take(shot: Shot, app: RunningConsole, browser: Awaited<ReturnType<typeof launchBrowser>>) {
  const query = shot.workbenchTable ? await importSampleTable(app) : '';
  const page = await openSignedIn(browser, app, `${shot.route}${query}`, {
    viewport: { width: shot.width, height: shot.height },
  });
  page.setDefaultTimeout(30_000);
  if (shot.dark) {
    await page.evaluate(() => window.dispatchEvent(new Event('theme')));
    const drawer = page.locator('.jimu-theme-drawer');
    await drawer.getByRole('switch', { name: '暗黑模式' }).click();
    await page.waitForFunction(() => document.body.getAttribute('theme-mode') === 'dark');
    await page.keyboard.press('Escape');
    await drawer.locator('.semi-sidesheet-inner').waitFor({ state: 'hidden' });
  }
  // The page as a person sees it once it has its data: rows, a preview, or its form.
  await page
    .locator('.jimu-table-row, [data-testid="wb-preview"] thead th, .jimu-config-page form input')
    .first()
    .waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(images, shot.file), animations: 'disabled', caret: 'hide' });
  await page.context().close();
  console.log(`docs/images/${shot.file}`);
}

async function main(): Promise<void> {
  mkdirSync(images, { recursive: true });
  const [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
  try {
    for (const shot of SHOTS) await take(shot, app, browser);
  } finally {
    await browser.close();
    await app.close();
  }
}

await main();
