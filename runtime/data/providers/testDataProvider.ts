import type { DataProvider } from './DataProvider';

const METHODS = ['getList', 'getOne', 'create', 'update', 'delete', 'deleteMany'] as const;

/**
 * A test double: the methods a test hands in, and every other method rejecting with an error
 * that names it — so a test never passes because an unexpected call quietly did nothing.
 *
 * @example
 * const provider = testDataProvider({ update: vi.fn(async () => undefined) });
 * await provider.delete('table', 1); // rejects: testDataProvider: delete('table', 1) was not expected
 */
export function testDataProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  const provider = {} as Record<string, unknown>;
  for (const method of METHODS) {
    provider[method] =
      overrides[method] ??
      ((...args: unknown[]) =>
        Promise.reject(
          new Error(
            `testDataProvider: ${method}(${args.map((a) => JSON.stringify(a)).join(', ')}) was not expected`,
          ),
        ));
  }
  return provider as unknown as DataProvider;
}
