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

// The calls of app.yaml api that pages use are checked against each other, each mistake located.
describe('api calls used by pages', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-api-calls-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const lineOf = (text: string, needle: string) =>
    text.split('\n').findIndex((line) => line.includes(needle)) + 1;

  /** The admin-template fixture with `apiYaml` added to app.yaml's api and extra page files. */
  const withFiles = (apiYaml: string, pages: Record<string, string>) => {
    const dir = path.join(work, String(Math.random()).slice(2));
    cpSync('tests/fixtures/backends/adminStyle/config', dir, { recursive: true });
    const appFile = path.join(dir, 'app.yaml');
    const app = readFileSync(appFile, 'utf8').replace('\napi:\n', `\napi:\n${apiYaml}`);
    writeFileSync(appFile, app);
    for (const [name, text] of Object.entries(pages))
      writeFileSync(path.join(dir, 'pages', `${name}.yaml`), text);
    return { dir, app };
  };
  const home = `kind: dashboard
title: page.articles
cards:
  - { title: page.articles, source: articleCount }
  - { title: page.audit, source: articleCont }
  - { title: page.audit, source: articleCount, endpoint: /article/list }
`;

  it('#28.3 a card names a source app.yaml has; a source reads a total or a value; all located', async () => {
    const { dir, app } = withFiles(
      `  sources:
    articleCount: { method: POST, url: /article/list, body: { pageNo: 1, pageSize: 1 }, total: totalCount }
    twice: { url: /x, total: total, value: data }
`,
      { home },
    );
    const { diagnostics } = await loadAndValidate(dir);
    expect(diagnostics.map((d) => [path.basename(d.file), d.line, d.code, d.message])).toEqual([
      [
        'app.yaml',
        lineOf(app, 'twice:'),
        'source-total-and-value',
        expect.stringContaining("source 'twice'"),
      ],
      [
        'home.yaml',
        lineOf(home, 'articleCont }'),
        'unknown-source',
        "unknown source 'articleCont' — did you mean 'articleCount'?",
      ],
      [
        'home.yaml',
        lineOf(home, 'endpoint:'),
        'card-source-and-endpoint',
        expect.stringContaining('not both'),
      ],
    ]);
    expect(diagnostics.every((d) => d.col > 1)).toBe(true);
  });

  it('#28.3 with upload: false a field that would send a file is refused where it says so', async () => {
    const form = `kind: form
title: page.articles
submit: { endpoint: /article/edit }
schema:
  type: object
  properties:
    cover: { type: string, title: field.title }
    photo: { type: string, title: field.title }
    inline: { type: string, title: field.title }
uiSchema:
  cover: { 'ui:widget': upload, 'ui:options': { upload: true } }
  photo: { 'ui:widget': upload, 'ui:options': { endpoint: /oss/put } }
  inline: { 'ui:widget': upload }
`;
    // The admin-template back end says upload: false.
    const { dir } = withFiles('', { cover: form });
    const { diagnostics } = await loadAndValidate(dir);
    expect(diagnostics.map((d) => [path.basename(d.file), d.line, d.code])).toEqual([
      ['cover.yaml', lineOf(form, "cover: { 'ui:widget'"), 'upload-turned-off'],
      ['cover.yaml', lineOf(form, "photo: { 'ui:widget'"), 'upload-turned-off'],
    ]);
  });
});
