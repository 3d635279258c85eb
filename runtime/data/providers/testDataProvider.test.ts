import { describe, expect, it } from 'vitest';
import { testDataProvider } from './testDataProvider';

describe('testDataProvider', () => {
  it('answers with the overrides and rejects every other call, naming it', async () => {
    const provider = testDataProvider({ getOne: async <T>() => ({ id: 1 }) as T });
    await expect(provider.getOne('table', 1)).resolves.toEqual({ id: 1 });
    await expect(provider.delete('table', 3)).rejects.toThrow(`delete("table", 3) was not expected`);
    await expect(provider.getList('table', { page: 1, pageSize: 2 })).rejects.toThrow(/getList/);
  });
});
