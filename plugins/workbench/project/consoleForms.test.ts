import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FILES, formBaseline } from './consoleForms';

describe('the project settings forms (ConsoleSettings)', () => {
  it("computes each form's starting values over the sample console's app.yaml and theme.yaml, references into the schema's definitions resolved", () => {
    for (const file of FILES) {
      const values = parse(readFileSync(file.path, 'utf8')) as Record<string, unknown>;
      const baseline = formBaseline(file.schema as Record<string, unknown>, values);
      expect(baseline).toMatchObject(values);
    }
  });
});
