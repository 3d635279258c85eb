import { existsSync } from 'node:fs';

/** The mock back end starts from .data/db.json, or seeds it from mock-db.json in the working folder. */
export function hasMockData(): boolean {
  return existsSync('mock-db.json') || existsSync('.data/db.json');
}
