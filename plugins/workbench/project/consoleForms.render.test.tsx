// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { renderSchemaForm } from '../../../runtime/forms/renderSchemaForm';
import { FILES, validator } from './consoleForms';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sample = (path: string) => parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('the project settings forms render', () => {
  // The notice calls are choices between a definition of the schema and false: rjsf matches the
  // value against each branch, resolving `#/definitions/…` in the form's root schema.
  const app = sample('config/app.yaml');
  const withNotices = {
    ...app,
    api: {
      ...(app.api as object),
      notices: {
        inbox: { url: '/notice/inbox' },
        read: { url: '/notice/read' },
        clear: false,
      },
    },
  };

  it.each([
    ['config/app.yaml', FILES[0], app],
    ['config/app.yaml with notices', FILES[0], withNotices],
    ['config/theme.yaml', FILES[1], sample('config/theme.yaml')],
  ])('%s: every reference resolves, no warning or error on the console', async (_name, file, values) => {
    const heard = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const { container } = await renderSchemaForm({
      schema: file.schema as never,
      formData: values,
      validator,
    } as never);
    expect(container.querySelector('form')).not.toBeNull();
    expect(heard.flatMap((spy) => spy.mock.calls.map((call) => String(call[0]).slice(0, 160)))).toEqual([]);
  });
});
