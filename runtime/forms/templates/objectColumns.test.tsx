// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSchemaForm } from '../renderSchemaForm';

afterEach(cleanup);

describe('#15.1 ObjectFieldTemplate columns (the form designer’s column groups)', () => {
  it('ui:options.columns lays an object’s fields out in that many columns; none without it', async () => {
    const { container } = await renderSchemaForm({
      schema: {
        type: 'object',
        properties: {
          name: { type: 'object', properties: { first: { type: 'string' }, last: { type: 'string' } } },
          note: { type: 'object', properties: { text: { type: 'string' } } },
        },
      },
      uiSchema: { name: { 'ui:options': { columns: 2 } } },
    });
    const grids = container.querySelectorAll<HTMLElement>('.jimu-form-columns');
    expect(grids).toHaveLength(1);
    expect(grids[0]?.style.getPropertyValue('--jimu-form-columns')).toBe('2');
    expect(grids[0]?.querySelectorAll('input')).toHaveLength(2);
  });
});
