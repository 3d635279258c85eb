import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Node, SourceFile } from 'typescript/unstable/ast';
import { isAsExpression, isTypeAssertion } from 'typescript/unstable/ast/is';
import { API } from 'typescript/unstable/sync';

/** The type assertions of one folder's TypeScript files (tests included), and their density. */
export interface CastCount {
  folder: string;
  files: number;
  lines: number;
  /** `x as T` and `<T>x`, `as const` left out: the claims the compiler takes on trust. */
  casts: number;
  /** `x as const`: counted apart, since the compiler infers its type and it can claim nothing false. */
  constAssertions: number;
  /** `casts` per 1,000 lines. */
  perThousand: number;
}

/** A place a cast sits, for a report that says where to look. */
export interface CastSite {
  file: string;
  line: number;
  text: string;
}

const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const isConstAssertion = (node: Node, file: SourceFile) =>
  (isAsExpression(node) || isTypeAssertion(node)) && node.type.getText(file) === 'const';

/**
 * Walks one parsed file: every AsExpression and TypeAssertion node, `as const` apart. Imports
 * and exports that rename (`import * as x`, `export { a as b }`) are other nodes and never count,
 * nor does ` as ` in a string or a comment.
 */
function castsOf(file: SourceFile, sites: CastSite[]): { casts: number; constAssertions: number } {
  let casts = 0;
  let constAssertions = 0;
  const visit = (node: Node): void => {
    if (isAsExpression(node) || isTypeAssertion(node)) {
      if (isConstAssertion(node, file)) constAssertions++;
      else {
        casts++;
        const start = node.getStart(file);
        sites.push({
          file: file.fileName,
          line: file.text.slice(0, start).split('\n').length,
          text: node.getText(file).split('\n')[0],
        });
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return { casts, constAssertions };
}

/**
 * Counts type assertions per 1,000 lines in each folder (every .ts and .tsx file under it, tests
 * included), parsed by the TypeScript compiler (its `typescript/unstable/sync` API): no file is
 * resolved or type-checked, so a folder costs a parse. Paths are relative to the working folder.
 *
 * @example
 * countCasts(['server']); // [{ folder: 'server', files: 80, lines: 6300, casts: 40, constAssertions: 9, perThousand: 6.3 }]
 */
export function countCasts(folders: string[], sites: CastSite[] = []): CastCount[] {
  const roots = folders.map((folder) => path.resolve(folder));
  const dir = mkdtempSync(path.join(tmpdir(), 'jimu-casts-'));
  const config = path.join(dir, 'tsconfig.json');
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: { noResolve: true, noLib: true, types: [], jsx: 'preserve', allowJs: false },
      include: roots.flatMap((root) => [`${root}/**/*.ts`, `${root}/**/*.tsx`]),
      exclude: roots.map((root) => `${root}/**/node_modules`),
    }),
  );
  const api = new API({ cwd: process.cwd() });
  try {
    const project = api.updateSnapshot({ openProject: config }).getProjects()[0];
    if (!project) throw new Error(`casts: the compiler opened no project for ${folders.join(', ')}`);
    const totals = roots.map((_, index) => ({
      folder: folders[index],
      files: 0,
      lines: 0,
      casts: 0,
      constAssertions: 0,
    }));
    for (const name of project.program.getSourceFileNames()) {
      const at = roots.findIndex((root) => path.resolve(name).startsWith(root + path.sep));
      const file = at < 0 || name.endsWith('.d.ts') ? undefined : project.program.getSourceFile(name);
      if (!file) continue;
      const found = castsOf(file, sites);
      totals[at].files++;
      totals[at].lines += lineCount(file.text);
      totals[at].casts += found.casts;
      totals[at].constAssertions += found.constAssertions;
    }
    for (const site of sites) site.file = path.relative(process.cwd(), site.file);
    return totals.map((total) => ({
      ...total,
      perThousand: total.lines === 0 ? 0 : Math.round((total.casts / total.lines) * 10_000) / 10,
    }));
  } finally {
    api.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `tsx scripts/architecture/casts.ts server runtime plugins [--sites]`: the table, and with
// --sites every cast's place, for whoever brings a folder down.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const sites: CastSite[] = [];
  const folders = args.filter((arg) => !arg.startsWith('--'));
  for (const count of countCasts(folders.length > 0 ? folders : ['server'], sites)) {
    console.log(
      `${count.folder}: ${count.casts} casts in ${count.lines} lines (${count.files} files) = ${count.perThousand} per 1,000; as const: ${count.constAssertions}`,
    );
  }
  if (args.includes('--sites'))
    for (const site of sites) console.log(`${site.file}:${site.line} ${site.text}`);
}
