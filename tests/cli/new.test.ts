import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAndValidate } from '../../scripts/config';
import { runCli } from './runCli';

describe('jimu new page', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-new-'));
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('scaffolds a page, its route and its strings that validate cleanly at once', async () => {
    const config = path.join(work, 'config');
    cpSync('config', config, { recursive: true });
    cpSync('plugins', path.join(work, 'plugins'), { recursive: true });
    const result = await runCli([
      'new',
      'page',
      'articles',
      '--config',
      config,
      '--title',
      '文章',
      '--title-en',
      'Articles',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(existsSync(path.join(config, 'pages/articles.yaml'))).toBe(true);
    expect(readFileSync(path.join(config, 'routes.yaml'), 'utf8')).toMatch(/page: articles/);
    expect(readFileSync(path.join(config, 'i18n/zh.yaml'), 'utf8')).toMatch(/articles: 文章/);
    // comments of the edited files survive
    expect(readFileSync(path.join(config, 'routes.yaml'), 'utf8')).toMatch(/^# yaml-language-server/);
    const { diagnostics } = await loadAndValidate(config);
    expect(diagnostics).toEqual([]);

    const again = await runCli(['new', 'page', 'articles', '--config', config]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  });

  it('answers a bad name or kind with a usage error (exit 2), never a stack trace', async () => {
    const badName = await runCli(['new', 'page', 'Bad-Name']);
    expect(badName.code).toBe(2);
    expect(badName.stderr).toMatch(/lower camel case/);
    const badKind = await runCli(['new', 'widget', 'x']);
    expect(badKind.code).toBe(2);
    expect(`${badName.stderr}${badKind.stderr}`).not.toMatch(/\n\s+at /);
  });
});
