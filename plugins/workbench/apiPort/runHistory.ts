import type { Run } from './types';

const KEY = 'jimu-workbench-api-runs';
const MAX = 20;

/** The last runs of try-it (历史), newest first; kept in this browser only, never a token. */
export function readRuns(): Run[] {
  try {
    const runs = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(runs) ? (runs as Run[]) : [];
  } catch {
    return [];
  }
}

/** Adds a run, keeping the last twenty. */
export function addRun(run: Run): void {
  localStorage.setItem(KEY, JSON.stringify([run, ...readRuns()].slice(0, MAX)));
}

export function clearRuns(): void {
  localStorage.removeItem(KEY);
}
