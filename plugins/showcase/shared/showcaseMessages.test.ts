import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../runtime/lib';
import showcase from '../index';
import { locales } from '../locales';
import type { MessageTable, ShowcaseMessages } from './showcaseMessages';

const showcaseDir = path.resolve(import.meta.dirname, '..');
const tables: Record<string, Record<string, ShowcaseMessages>> = (
  import.meta as unknown as { glob: GlobFn }
).glob(['../*/messages.ts', './pageMessages.ts'], {
  eager: true,
});

type GlobFn = (
  patterns: string[],
  options: { eager: true },
) => Record<string, Record<string, ShowcaseMessages>>;

const keys = (table: MessageTable, prefix = ''): string[] =>
  Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
const messagesOf = (module: Record<string, ShowcaseMessages>) =>
  Object.values(module).filter((value) => value && typeof value === 'object' && 'screen' in value);

describe('demo screens speak zh and en (#17.1, showcase.<screen>.*)', () => {
  const files = Object.entries(tables);
  const screens = files.flatMap(([file, module]) =>
    messagesOf(module).map((messages) => ({ file, messages })),
  );

  it('every screen folder with strings declares them through defineShowcaseMessages', () => {
    expect(screens.length).toBeGreaterThan(0);
    for (const [file, module] of files) expect(messagesOf(module).length, file).toBeGreaterThan(0);
  });

  it('the English table has exactly the Chinese keys, none empty', () => {
    for (const { file, messages } of screens) {
      if (!messages) continue;
      expect(keys(messages.en).sort(), file).toEqual(keys(messages.zh).sort());
      for (const language of LANGUAGES) {
        const empty = keys(messages[language]).filter(
          (key) => !String(valueAt(messages[language], key)).trim(),
        );
        expect(empty, `${file} ${language}`).toEqual([]);
      }
    }
  });

  it('the English table is English: no Chinese word left in it (a menu name is given in English too)', () => {
    const chinese: string[] = [];
    for (const { file, messages } of screens) {
      for (const key of keys(messages.en)) {
        if (/[\u3400-\u9fff]/.test(String(valueAt(messages.en, key)))) chinese.push(`${file} ${key}`);
      }
    }
    expect(chinese).toEqual([]);
  });

  it("every literal t('showcase.<screen>.…') in a screen's files names a key its table has", () => {
    const known = new Set(
      screens.flatMap(({ messages }) =>
        messages ? keys(messages.zh).map((k) => `showcase.${messages.screen}.${k}`) : [],
      ),
    );
    const missing: string[] = [];
    for (const folder of readdirSync(showcaseDir, { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      for (const file of readdirSync(path.join(showcaseDir, folder.name))) {
        if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
        // Doc comments show keys as examples; only code counts.
        const text = readFileSync(path.join(showcaseDir, folder.name, file), 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\*|\/\/)/.test(line))
          .join('\n');
        for (const [, key] of text.matchAll(/\bt\(\s*'(showcase\.[\w.]+)'/g)) {
          if (!known.has(key) && ![...known].some((k) => k.startsWith(`${key}.`)))
            missing.push(`${folder.name}/${file}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("the plugin's screen strings hold every screen's table, loaded with its first screen, not with the console", async () => {
    expect(showcase.locales?.zh).not.toHaveProperty('page');
    const served = await showcase.screenLocales?.();
    expect(served).toBe(locales);
    const screenNames = screens.map(({ messages }) => messages.screen).sort();
    expect(Object.keys(locales.zh).sort()).toEqual(screenNames);
    for (const { messages } of screens) {
      expect(locales.zh[messages.screen], messages.screen).toBe(messages.zh);
      expect(locales.en[messages.screen], messages.screen).toBe(messages.en);
    }
  });
});

function valueAt(table: MessageTable, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as MessageTable)?.[part], table);
}
