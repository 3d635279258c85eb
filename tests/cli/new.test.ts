import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diffLines } from 'diff';
import { afterEach, describe, expect, it } from 'vitest';
import { planNewPage } from '../../scripts/cli/newCommand';
import { isBeingWritten, writeTogether } from '../../scripts/cli/writeTogether';
import { loadAndValidate } from '../../scripts/config';
import { runCli } from './runCli';

/** The edited files of a config copy, read before and after a run. */
const EDITED = ['routes.yaml', 'i18n/zh.yaml', 'i18n/en.yaml'];
const read = (config: string) =>
  Object.fromEntries(EDITED.map((file) => [file, readFileSync(path.join(config, file), 'utf8')]));

describe('jimu new page', () => {
  let work = '';
  afterEach(() => rmSync(work, { recursive: true, force: true }));
  /** A copy of the sample console's config and plugins in a new temporary folder. */
  const copyConsole = () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'jimu-new-'));
    const config = path.join(work, 'config');
    cpSync('config', config, { recursive: true });
    cpSync('plugins', path.join(work, 'plugins'), { recursive: true });
    return config;
  };

  it('scaffolds a page, its route and its strings that validate cleanly at once', async () => {
    const config = copyConsole();
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

  it('adds its lines and changes no other byte of routes.yaml and the language files', async () => {
    const config = copyConsole();
    const before = read(config);
    // Flow lists as people write them (`[Admin]`), which a re-serialisation turns into `[ Admin ]`.
    expect(before['routes.yaml']).toMatch(/permission: \[Admin\]/);
    const top = await runCli(['new', 'page', 'articles', '--config', config]);
    expect(top.code).toBe(0);
    const child = await runCli(['new', 'page', 'reports', '--config', config, '--parent', 'Setting']);
    expect(child.code).toBe(0);
    const after = read(config);
    for (const file of EDITED) {
      const parts = diffLines(before[file], after[file]);
      expect(parts.filter((part) => part.removed)).toEqual([]);
      // What was added is the new entries only, each a block of whole lines.
      const added = parts.filter((part) => part.added).map((part) => part.value);
      expect(added.join('')).toMatch(
        file === 'routes.yaml' ? /page: articles[\s\S]*|page: reports/ : /articles/,
      );
      expect(added.join('')).not.toMatch(/Admin/);
    }
    expect(after['routes.yaml']).toContain('        meta: { title: route.reports, icon: file }\n');
    const { diagnostics } = await loadAndValidate(config);
    expect(diagnostics).toEqual([]);
  });

  it('writes strings, then the page, then the route, as one change under a mark jimu dev waits for', async () => {
    const config = copyConsole();
    const plan = await planNewPage({ name: 'articles', configDir: config, title: '文章' });
    expect(plan.writes.map((write) => path.relative(config, write.file))).toEqual([
      'i18n/zh.yaml',
      'i18n/en.yaml',
      'pages/articles.yaml',
      'routes.yaml',
    ]);
    // Between two files the languages may differ from each other, but nothing refers to a page or
    // a string that is not there yet.
    const edited = plan.writes.filter((w) => existsSync(w.file));
    const original = Object.fromEntries(edited.map((w) => [w.file, readFileSync(w.file, 'utf8')]));
    for (const write of plan.writes) {
      writeFileSync(write.file, write.text);
      const { diagnostics } = await loadAndValidate(config);
      expect(diagnostics.filter((d) => d.code !== 'i18n-mismatch')).toEqual([]);
    }
    for (const [file, text] of Object.entries(original)) writeFileSync(file, text);
    rmSync(path.join(config, 'pages/articles.yaml'));
    // The real writes: the folder carries the mark until the last file is in place, then nothing is left over.
    const seen: boolean[] = [];
    const watcher = watch(config, { recursive: true }, (_event, name) => {
      if (String(name).endsWith('.yaml')) seen.push(isBeingWritten(config));
    });
    await writeTogether(config, plan.writes);
    watcher.close();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
    expect(isBeingWritten(config)).toBe(false);
    expect(
      readdirSync(config, { recursive: true }).filter((f) => /tmp|jimu-writing/.test(String(f))),
    ).toEqual([]);
    expect((await loadAndValidate(config)).diagnostics).toEqual([]);
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
