import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a test file asks for in a comment (`// @vitest-environment happy-dom`). */
const ENVIRONMENT = /@(?:vitest|jest)-environment\s+([\w-]+)\b/;

/**
 * The files in vitest's own order (projects one after the other, failed and longer files first),
 * then those of one environment together. A worker that shares its loaded modules between files
 * (`isolate: false`) is kept only while the next file waiting has the same environment: a node
 * file queued between two happy-dom files ended the worker, and the next one loaded React, Semi
 * and rjsf again.
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environment = (spec: TestSpecification) =>
      `${spec.project.name}\0${ENVIRONMENT.exec(readFileSync(spec.moduleId, 'utf8'))?.[1] ?? spec.project.config.environment}`;
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const key = environment(spec);
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    return [...groups.values()].flat();
  }
}
