/** Named sets of variables for try-it (environments): `{{name}}` in a path, query or body. */
export type Environments = Record<string, Record<string, string | number | boolean>>;

import { messageOf } from '../shared/errors';

const KEY = 'jimu-workbench-api-envs';
const CHOSEN = 'jimu-workbench-api-env';

/** The environments kept in this browser (never sent to the server, never a token). */
export function readEnvironments(): Environments {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Environments) : {};
  } catch {
    return {};
  }
}

export const saveEnvironments = (envs: Environments) => localStorage.setItem(KEY, JSON.stringify(envs));
export const readChosen = () => localStorage.getItem(CHOSEN) ?? '';
export const saveChosen = (name: string) => localStorage.setItem(CHOSEN, name);

/**
 * Checks environments text: a JSON object of objects whose values are strings, numbers or booleans;
 * a problem is answered at line:col.
 *
 * @example parseEnvironments('{"local": {"id": 1}}'); // { ok: true, envs: { local: { id: 1 } } }
 */
export function parseEnvironments(
  text: string,
): { ok: true; envs: Environments } | { ok: false; line: number; col: number; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = messageOf(error);
    const at = /position (\d+)/.exec(message);
    const before = text.slice(0, at ? Number(at[1]) : text.length).split('\n');
    return { ok: false, line: before.length, col: before[before.length - 1].length + 1, message };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, line: 1, col: 1, message: '{ "环境名": { "变量": 值 } }' };
  for (const [name, vars] of Object.entries(value)) {
    const bad =
      !vars || typeof vars !== 'object' || Array.isArray(vars)
        ? name
        : Object.entries(vars).find(([, v]) => !['string', 'number', 'boolean'].includes(typeof v))?.[0];
    if (bad !== undefined) {
      const index = text.indexOf(`"${bad}"`);
      const before = text.slice(0, Math.max(0, index)).split('\n');
      return {
        ok: false,
        line: before.length,
        col: before[before.length - 1].length + 1,
        message: `"${bad}": ${name === bad ? 'an object of variables' : 'a string, number or boolean'}`,
      };
    }
  }
  return { ok: true, envs: value as Environments };
}

/**
 * Replaces `{{name}}` by the environment's value (as JSON text inside a JSON editor's text, where a
 * bare `{{id}}` then becomes a number); an unknown name is answered, not sent.
 *
 * @example fillVariables('/users/{{id}}', { id: 7 }); // { text: '/users/7' }
 */
export function fillVariables(
  text: string,
  vars: Record<string, string | number | boolean>,
): { text: string } | { missing: string } {
  let missing: string | undefined;
  const out = text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => {
    if (!(name in vars)) {
      missing ??= name;
      return whole;
    }
    return String(vars[name]);
  });
  return missing === undefined ? { text: out } : { missing };
}
