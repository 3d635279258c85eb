import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderFirstView } from './firstView';
import { renderIndexHtml } from './indexHtml';
import { testSampleManifest } from './testSampleManifest';

const root = path.resolve(import.meta.dirname, '../..');

describe('index.html carries the sign-in screen as markup', () => {
  it('#29 the sample console: the screen in Chinese with its title, every greeting, its styles and rules', async () => {
    const manifest = await testSampleManifest();
    const view = await renderFirstView(root, manifest);
    if (!view) throw new Error('no first view for a console with a sign-in');
    const { markup, css } = view.html;
    expect(markup).toContain('<h1 class="jimu-auth-title">积木工作台</h1>');
    for (const hello of ['早上好', '上午好', '中午好', '下午好', '晚上好']) expect(markup).toContain(hello);
    // The form submits nothing by itself, links go through the hash router, no React comment or script.
    expect(markup).toMatch(
      /<button type="button" class="jimu-button" data-first-view-submit="">登录<\/button>/,
    );
    expect(markup).not.toContain('type="submit"');
    expect(markup).toContain('href="#/register"');
    expect(markup).not.toMatch(/<script|<!--/);
    // The card for a page whose code could not load, hidden unless it could not.
    expect(markup).toMatch(
      /<main class="jimu-auth" data-first-view-failed="">.*此页面的代码没有加载成功.*data-first-view-reload="">重新加载<\/button>/,
    );
    expect(css).toContain('#jimu-first-view [data-first-view-failed]{display:none}');
    // The screen's own rules and the Semi tokens they read come along; it is hidden until shown.
    expect(css).toContain('.jimu-auth{');
    expect(css).toMatch(/body\{[^}]*--semi-color-primary:/);
    expect(css).toContain('html:not(.jimu-first-view) #jimu-first-view{display:none}');
    expect(view.check.greetingByHour).toMatch(/^[0-4]{24}$/);
    expect(view.check.greetingByHour.slice(0, 8)).toBe('00000000');
    expect(view.check).toMatchObject({
      language: 'zh',
      languageKey: 'jimu-language',
      endKey: 'jimu-session-end',
    });
  });

  it('#29 in English for a console whose default language is English; none without a sign-in', async () => {
    const manifest = await testSampleManifest();
    const english = await renderFirstView(root, {
      ...manifest,
      app: { ...manifest.app, defaultLanguage: 'en' },
    });
    expect(english?.html.markup).toContain('Good afternoon');
    expect(english?.check.language).toBe('en');
    const open = {
      ...manifest,
      app: { ...manifest.app, auth: { ...manifest.app.auth, loginInterception: false } },
    };
    expect(await renderFirstView(root, open)).toBeUndefined();
  });

  it('#29 the page puts the styles in the head and the markup before the console root', () => {
    const html = renderIndexHtml({
      title: 'T',
      lang: 'zh',
      scripts: ['static/main.js'],
      styles: [],
      preloads: [],
      firstView: { id: 'jimu-first-view', markup: '<main>form</main>', css: 'a{b:c}</style><i>' },
    });
    const style = html.indexOf('<style>a{b:c}<\\/style><i></style>');
    expect(style).toBeGreaterThan(0);
    expect(style).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body>\n<div id="jimu-first-view"><main>form</main></div>\n<div id="app"></div>');
    expect(renderIndexHtml({ title: 'T', lang: 'zh', scripts: [], styles: [], preloads: [] })).not.toMatch(
      /<style|jimu-first-view/,
    );
  });
});
