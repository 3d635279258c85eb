import { textsOf } from '../shared/errors';

/** A template set as the list answers it. */
export interface TemplateSet {
  id: number;
  name: string;
  description: string;
  target: 'jimu-page' | 'mock-backend' | 'node-backend' | 'docs';
  builtIn: boolean;
  version: number;
  updateTime: string;
  /** From the list: how many files, how many projects use it by default, default of this project. */
  files?: number;
  usedBy?: number;
  isDefault?: boolean;
}

/** A template file of a set. */
export interface TemplateFile {
  id: number;
  setId: number;
  order: number;
  path: string;
  mode: 'create' | 'replace' | 'merge-yaml' | 'append';
  condition: string;
  enabled: boolean;
  content: string;
  version: number;
  updateTime: string;
}

export const TARGETS: TemplateSet['target'][] = ['jimu-page', 'mock-backend', 'node-backend', 'docs'];
export const MODES: TemplateFile['mode'][] = ['create', 'replace', 'merge-yaml', 'append'];

/** The message key of a target (`jimu-page` → `workbench.tpl.target_jimu_page`). */
export const targetKey = (target: string) => `workbench.tpl.target_${target.replace(/-/g, '_')}`;

/** A refused save's field errors in the reader's language: the code's words, the server's detail. */
export function fieldMessages(
  data: Record<string, unknown> | undefined,
  t: (key: string, options?: Record<string, unknown>) => string,
): Record<string, string> {
  const codes = textsOf(data?.fieldCodes);
  const texts = textsOf(data?.fieldErrors);
  return Object.fromEntries(
    Object.entries(texts).map(([field, text]) => {
      const code = codes[field];
      if (code === 'liquid') return [field, t('workbench.tpl.error_liquid', { detail: text })];
      return [field, code ? t(`workbench.tpl.error_${code}`, { defaultValue: text }) : text];
    }),
  );
}
