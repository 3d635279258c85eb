import { describe, expect, it } from 'vitest';
import appSchema from '../../../schemas/app.schema.json';
import themeSchema from '../../../schemas/theme.schema.json';
import { withoutRequirementCodes } from './withoutRequirementCodes';

describe('config form descriptions', () => {
  it('leave out the requirement codes the schemas cite for the spec', () => {
    expect(withoutRequirementCodes('Records per page (K-02).')).toBe('Records per page.');
    expect(withoutRequirementCodes('Signs in again (API-02, K-04) when asked')).toBe(
      'Signs in again when asked',
    );
    expect(withoutRequirementCodes('Port (0–65535)')).toBe('Port (0–65535)');
    const texts = JSON.stringify([appSchema, themeSchema]).match(/"description":"(?:[^"\\]|\\.)*"/g) ?? [];
    for (const text of texts) expect(withoutRequirementCodes(text)).not.toMatch(/\b[A-Z]{1,4}-\d{2}\b/);
  });
});
