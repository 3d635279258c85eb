// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageFormSchema } from '../../../schemas/types.gen';
import { elementOf } from '../../lib/testElements';
import { renderSchemaForm } from '../renderSchemaForm';

afterEach(cleanup);

const roles: PageFormSchema = {
  type: 'object',
  properties: {
    roles: {
      type: 'array',
      title: 'field.roles',
      uniqueItems: true,
      items: { type: 'string', enum: ['Admin', 'Editor'] },
    },
  },
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit|提交/ }));

describe('choice widgets', () => {
  it('select: a dropdown over an enum with translated ui:enumNames, submitting the enum value', async () => {
    const { container, submitted } = await renderSchemaForm(
      {
        schema: {
          type: 'object',
          properties: { role: { type: 'string', title: 'field.roles', enum: ['Admin', 'Editor'] } },
        },
        uiSchema: { role: { 'ui:enumNames': ['role.admin', 'role.editor'] } },
      },
      'en',
    );
    fireEvent.click(elementOf(container.querySelector('.semi-select'), Element));
    fireEvent.click(await screen.findByText('Editor'));
    submit();
    await waitFor(() => expect(submitted).toEqual([{ role: 'Editor' }]));
    expect(container.querySelector('.semi-select-selection-text')?.textContent).toBe('Editor');
  });

  it('multi-select: an array of enum values with uniqueItems, labelled by oneOf titles', async () => {
    const { container, submitted } = await renderSchemaForm({
      schema: {
        type: 'object',
        properties: {
          roles: {
            type: 'array',
            uniqueItems: true,
            items: {
              type: 'string',
              oneOf: [
                { const: 'Admin', title: 'role.admin' },
                { const: 'Editor', title: 'role.editor' },
              ],
            },
          },
        },
      },
    });
    fireEvent.click(elementOf(container.querySelector('.semi-select'), Element));
    fireEvent.click(await screen.findByText('管理员'));
    fireEvent.click(await screen.findByText('编辑'));
    submit();
    await waitFor(() => expect(submitted).toEqual([{ roles: ['Admin', 'Editor'] }]));
  });

  it('checkboxes: ticks keep the enum order; VA-06 minItems message in zh', async () => {
    const schema: PageFormSchema = { ...roles, required: ['roles'] };
    (schema.properties as Record<string, Record<string, unknown>>).roles.minItems = 1;
    const { container, submitted } = await renderSchemaForm({
      schema,
      uiSchema: { roles: { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } } },
    });
    submit();
    await waitFor(() =>
      expect(container.querySelector('[role=alert]')?.textContent).toBe('请至少选择 1 个角色'),
    );
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[1]);
    fireEvent.click(boxes[0]);
    submit();
    await waitFor(() => expect(submitted).toEqual([{ roles: ['Admin', 'Editor'] }]));
  });

  it('radio: one choice of a few', async () => {
    const { submitted } = await renderSchemaForm(
      {
        schema: { type: 'object', properties: { level: { type: 'integer', enum: [1, 2, 3] } } },
        uiSchema: { level: { 'ui:widget': 'radio' } },
      },
      'en',
    );
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    submit();
    await waitFor(() => expect(submitted).toEqual([{ level: 2 }]));
  });

  it('checkbox and switch: booleans, the checkbox labelled beside its box', async () => {
    const { submitted } = await renderSchemaForm(
      {
        schema: {
          type: 'object',
          properties: {
            agree: { type: 'boolean', title: 'field.name' },
            on: { type: 'boolean', title: 'field.email' },
          },
        },
        uiSchema: { on: { 'ui:widget': 'switch' } },
      },
      'en',
    );
    expect(screen.getByText('Name').closest('.semi-checkbox')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('switch'));
    submit();
    await waitFor(() => expect(submitted).toEqual([{ agree: true, on: true }]));
  });
});
