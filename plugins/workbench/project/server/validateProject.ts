import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { projectPath } from './projectFiles';

/** One problem of the validate call's answer, located in a project-relative file. */
export interface WorkbenchDiagnostic {
  path: string;
  line: number;
  col: number;
  code: string;
  severity: 'error' | 'warning';
  message: string;
}

type Validate = typeof import('../../../../scripts/config/loadAndValidate').loadAndValidate;
let validator: Promise<Validate> | undefined;

/**
 * The validation service: `jimu validate`'s own checks over a project's files with some
 * files replaced by `overrides` (project-relative path → text). The checks are imported on the
 * first call only, so the server starts as fast as before. The project is copied to a temp
 * folder first: nothing on disk changes.
 *
 * @example
 * const diagnostics = await validateProject('/p', { 'config/pages/x.yaml': 'kind: crud' }, 'plugins');
 */
export async function validateProject(
  root: string,
  overrides: Record<string, string>,
  pluginsDir: string,
): Promise<WorkbenchDiagnostic[]> {
  validator ??= import('../../../../scripts/config/loadAndValidate').then((m) => m.loadAndValidate);
  const loadAndValidate = await validator;
  const temp = mkdtempSync(join(tmpdir(), 'jimu-validate-'));
  try {
    cpSync(join(root, 'config'), join(temp, 'config'), { recursive: true });
    for (const [file, text] of Object.entries(overrides)) {
      if (!file.startsWith('config/')) continue;
      const target = projectPath(temp, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    const { diagnostics } = await loadAndValidate(join(temp, 'config'), { pluginsDir: resolve(pluginsDir) });
    return diagnostics.map((d) => ({
      path: toProjectPath(temp, d.file),
      line: d.line,
      col: d.col,
      code: d.code,
      severity: d.severity,
      message: d.message.split(temp + sep).join(''),
    }));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

function toProjectPath(temp: string, file: string): string {
  const absolute = resolve(process.cwd(), file);
  const rel = relative(temp, absolute);
  return rel.startsWith('..') ? file : rel.split(sep).join('/');
}
