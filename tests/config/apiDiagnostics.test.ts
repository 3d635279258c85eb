import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAndValidate } from '../../scripts/config';

// A mistake in app.yaml's api (or a page's) is located like every other key: file:line:col.
describe('api config mistakes are located', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-api-diag-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const broken = (edit: (app: string, page: string) => [string, string]) => {
    const dir = path.join(work, String(Math.random()).slice(2));
    cpSync('tests/fixtures/backends/adminStyle/config', dir, { recursive: true });
    const appFile = path.join(dir, 'app.yaml');
    const pageFile = path.join(dir, 'pages/articles.yaml');
    const [app, page] = edit(readFileSync(appFile, 'utf8'), readFileSync(pageFile, 'utf8'));
    writeFileSync(appFile, app);
    writeFileSync(pageFile, page);
    return dir;
  };
  const lineOf = (text: string, needle: string) =>
    text.split('\n').findIndex((line) => line.includes(needle)) + 1;

  it('#13.1 a misspelt key, a wrong method and a token template without {token}', async () => {
    let appText = '';
    const dir = broken((app, page) => {
      appText = app
        .replace('token: data.accessToken }', 'tokn: data.accessToken }')
        .replace('logout: { method: POST', 'logout: { method: GRAB')
        .replace("value: '{token}'", "value: 'Bearer'");
      return [appText, page];
    });
    const { diagnostics } = await loadAndValidate(dir);
    const inApp = diagnostics.filter((d) => d.file.endsWith('app.yaml'));
    expect(inApp.map((d) => d.line).sort((a, b) => a - b)).toEqual(
      [lineOf(appText, 'tokn:'), lineOf(appText, 'method: GRAB'), lineOf(appText, "value: 'Bearer'")].sort(
        (a, b) => a - b,
      ),
    );
    expect(inApp.every((d) => d.col >= 1 && d.severity === 'error')).toBe(true);
    expect(inApp.map((d) => d.message).join('\n')).toMatch(/tokn/);
  });

  it('#13.2 a page api with an unknown delete payload is located in the page file', async () => {
    let pageText = '';
    const dir = broken((app, page) => {
      pageText = page.replace(
        'sort: { field: id, order: desc }',
        'sort: { field: id, order: desc }\n  delete: { payload: json }',
      );
      return [app, pageText];
    });
    const { diagnostics } = await loadAndValidate(dir);
    expect(diagnostics.map((d) => [path.basename(d.file), d.line])).toEqual([
      ['articles.yaml', lineOf(pageText, 'payload: json')],
    ]);
  });
});
