import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/cli/main';

const COMMANDS = ['validate', 'build', 'dev', 'serve', 'new', 'init', 'smoke'];
const read = (file: string) => readFileSync(file, 'utf8');

/** What `jimu <args>` prints, from the CLI's own entry in this process (no child to start). */
async function printed(args: string[]): Promise<{ code: number; stdout: string }> {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...line) => void out.push(line.join(' ')));
  const code = await main(args);
  vi.restoreAllMocks();
  return { code, stdout: out.join('\n') };
}

/** The options a help text lists under `Options:` (`--out`, `-h`, `--help` …). */
function helpOptions(help: string): string[] {
  const block = help.split(/^Options:$/m)[1]?.split(/\n\n/)[0] ?? '';
  return [...block.matchAll(/^ {2}(?:(-\w), )?(--[a-z][a-z-]*)/gm)].flatMap(([, short, long]) =>
    short ? [short, long] : [long],
  );
}

/** The options a section of docs/cli.md lists in its table (first column). */
function docOptions(section: string): string[] {
  return [...section.matchAll(/^\| (.+?) \|/gm)].flatMap(([, cell]) =>
    [...cell.matchAll(/`(-{1,2}[a-z][a-z-]*)/g)].map(([, name]) => name),
  );
}

/** Each member of `interface <name>` in `text` with its type, comments left out, spaces normalised. */
function members(text: string, name: string): Record<string, string> {
  const start = text.indexOf(`interface ${name} {`);
  if (start < 0) return {};
  const body = text.slice(text.indexOf('{', start) + 1, text.indexOf('\n}', start));
  const out: Record<string, string> = {};
  for (const raw of body.replace(/\/\*[\s\S]*?\*\//g, '').split('\n')) {
    const line = raw.replace(/\s\/\/.*$/, '').trim();
    const member = /^(\w+)(\?)?(\(.*?\))?: (.+);$/.exec(line);
    if (!member) continue;
    const [, key, optional = '', args = '', type] = member;
    out[key] = `${optional}${args}: ${type.replace(/\s+/g, ' ')}`;
  }
  return out;
}

describe('docs/cli.md', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every option of every command, as its --help does, and no other', async () => {
    const doc = read('docs/cli.md');
    const sections = doc.split(/^## /m);
    for (const name of COMMANDS) {
      const help = await printed([name, '--help']);
      expect(help.code).toBe(0);
      const section = sections.find((s) => s.startsWith(`jimu ${name} `)) ?? '';
      expect({ name, section: section.length > 0 }).toEqual({ name, section: true });
      const inHelp = helpOptions(help.stdout);
      expect(inHelp.length).toBeGreaterThan(1);
      expect({ name, options: docOptions(section).sort() }).toEqual({
        name,
        options: [...new Set(inHelp)].sort(),
      });
      // The heading's synopsis names the command's own options too (not -h/--help).
      const heading = section.split('\n')[0];
      for (const option of inHelp.filter((o) => !['-h', '--help'].includes(o)))
        expect({ name, heading, option, named: heading.includes(option) }).toMatchObject({ named: true });
    }
    expect(doc).toContain('--version');
  });
});

describe('docs/plugins.md', () => {
  const doc = read('docs/plugins.md');

  it('types every member of the contexts a plugin gets, as the runtime declares them', () => {
    const sources: Record<string, string> = {
      CellProps: 'runtime/cells/CellContext.ts',
      CellContext: 'runtime/cells/CellContext.ts',
      PluginAction: 'runtime/plugin/PluginAction.ts',
      ActionContext: 'runtime/plugin/PluginAction.ts',
      PluginPageProps: 'runtime/plugin/definePlugin.ts',
    };
    for (const [name, file] of Object.entries(sources)) {
      const declared = members(read(file), name);
      expect(Object.keys(declared).length).toBeGreaterThan(1);
      expect({ name, members: members(doc, name) }).toEqual({ name, members: declared });
    }
    expect(members(doc, 'CellContext').t).toBe(
      ': (key: string, options?: Record<string, unknown>) => string',
    );
  });

  it('shows the PluginLocales shape and the {{placeholder}} syntax with the t call that fills it', () => {
    const declared = /export (type PluginLocales = [^;]+;)/.exec(read('runtime/plugin/definePlugin.ts'))?.[1];
    expect(declared).toBeDefined();
    expect(doc).toContain(declared);
    expect(doc).toMatch(/label: '\{\{value\}\} 星'/);
    expect(doc).toMatch(/t\('example\.stars\.label', \{ value: 4 \}\);\s+\/\/ '4 星'/);
  });
});
