import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderServerRouteValidator, serverRouteValidatorFile } from './serverRouteValidator';

describe('the server-route validator', () => {
  it('#13.4 the committed module is what the route schema generates (run npm run gen:types when this fails)', async () => {
    expect(readFileSync(serverRouteValidatorFile, 'utf8')).toBe(await renderServerRouteValidator());
  });

  it('#13.4 it needs no compiler in the browser: no require, no new Function, no eval', async () => {
    const source = await renderServerRouteValidator();
    expect(source).not.toMatch(/require\(|new Function|eval\(/);
  });
});
