import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a test file asks for in a comment (`// @vitest-environment happy-dom`). */
const ENVIRONMENT = /@(?:vitest|jest)-environment\s+([\w-]+)\b/;

/**
 * `items` with those of one key together, each group where its first item stood and in its own
 * order: a stable grouping.
 *
 * @example groupInOrder(['a1', 'b1', 'a2'], (s) => s[0]); // ['a1', 'a2', 'b1']
 */
export function groupInOrder<T>(items: readonly T[], key: (item: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups.values()].flat();
}

/**
 * The files in vitest's own order (projects one after the other, failed and longer files first),
 * then those of one project and environment together. A worker that shares its loaded modules
 * between files (`isolate: false`) is kept only while the next file waiting has the same
 * environment: a node file queued between two happy-dom files ended the worker, and the next one
 * loaded React, Semi and rjsf again.
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return groupInOrder(await super.sort(files), (spec) => {
      const asked = ENVIRONMENT.exec(readFileSync(spec.moduleId, 'utf8'))?.[1];
      return `${spec.project.name}\0${asked ?? spec.project.config.environment}`;
    });
  }
}
