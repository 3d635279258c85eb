// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageFormSchema } from '../../schemas/types.gen';
import { elementOf } from '../lib/testElements';
import { renderSchemaForm } from './renderSchemaForm';

afterEach(cleanup);

// app.yaml's http.successCodes (a number or a text each) and a list of enum values without uniqueItems.
const schema = {
  type: 'object',
  properties: {
    http: {
      type: 'object',
      properties: {
        successCodes: {
          type: 'array',
          items: { anyOf: [{ type: 'integer' }, { type: 'string', minLength: 1 }] },
          minItems: 1,
        },
      },
    },
    levels: { type: 'array', title: 'field.roles', items: { enum: ['low', 'high'] } },
    // app.yaml's api.userInfo.permissions: a dot path, or false for none.
    permissions: { anyOf: [{ type: 'string' }, { type: 'boolean', const: false }] },
    // app.yaml's api.notices: a group of settings, or false for a back end without notices.
    notices: {
      anyOf: [
        { type: 'object', properties: { inbox: { type: 'string' } } },
        { type: 'boolean', const: false },
      ],
    },
  },
} as unknown as PageFormSchema;

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit|提交/ }));
const entries = (container: HTMLElement, list: string) => [
  ...container.querySelectorAll<HTMLElement>(`#root_${list} .jimu-form-array-entry`),
];
const codeInputs = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('#root_http_successCodes input'),
];

describe('lists of plain values in a form', () => {
  it('#27 successCodes is a list of entries: no successCodes-1 or Option 1, each named for screen readers, its kind by name', async () => {
    const { container } = await renderSchemaForm({
      schema,
      formData: { http: { successCodes: [200, '0'] }, levels: ['high'] },
    });
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/successCodes-\d|Option \d|levels-\d|roles-\d/);
    expect(entries(container, 'http_successCodes')).toHaveLength(2);
    // The entry's name is kept for screen readers, not drawn.
    const label = elementOf(container.querySelector('label[for="root_http_successCodes_0"]'), HTMLElement);
    expect(label.textContent).toBe('successCodes 1');
    expect(label.className).toContain('jimu-form-label-hidden');
    // The chooser of kind shows the kind's name and is named by the entry.
    const kinds = container.querySelectorAll('#root_http_successCodes [role=combobox]');
    expect([...kinds].map((k) => k.textContent)).toEqual(['数字', '文本']);
    expect(kinds[0]?.getAttribute('aria-labelledby')).toBe('root_http_successCodes_0__label');
    expect(codeInputs(container).map((i) => i.value)).toEqual(['200', '0']);
    // An enum entry is a select named by its list's title.
    const level = elementOf(container.querySelector('#root_levels_0'), HTMLElement);
    expect(level.getAttribute('role')).toBe('combobox');
    expect(level.textContent).toBe('high');
    expect(container.querySelector('label[for="root_levels_0"]')?.textContent).toBe('角色 1');
    // A choice between plain values outside a list names its kinds too, on one row.
    const permissions = elementOf(container.querySelector('#root_permissions__anyof_select'), HTMLElement);
    expect(permissions.textContent).toBe('文本');
    expect(permissions.closest('.jimu-form-choice-inline')).not.toBeNull();
    expect(container.querySelector('label[for="root_permissions"]')?.textContent).toBe('permissions');
    // A choice between a group of settings and false is named by kind as well.
    const notices = elementOf(container.querySelector('#root_notices__anyof_select'), HTMLElement);
    expect(notices.textContent).toBe('设置');
  });

  it('#27 entries are added, moved and removed, and each keeps its kind of value', async () => {
    const { container, submitted } = await renderSchemaForm(
      { schema, formData: { http: { successCodes: [200, '0'] }, levels: [] } },
      'en',
    );
    const list = elementOf(container.querySelector('#root_http_successCodes'), HTMLElement);
    fireEvent.click(within(list).getByRole('button', { name: /Add item/ }));
    await waitFor(() => expect(entries(container, 'http_successCodes')).toHaveLength(3));
    fireEvent.change(codeInputs(container)[2] as HTMLInputElement, { target: { value: '20000' } });
    await waitFor(() => expect(codeInputs(container).map((i) => i.value)).toEqual(['200', '0', '20000']));
    fireEvent.click(
      within(entries(container, 'http_successCodes')[2] as HTMLElement).getByRole('button', {
        name: 'Move up',
      }),
    );
    await waitFor(() => expect(codeInputs(container).map((i) => i.value)).toEqual(['200', '20000', '0']));
    fireEvent.click(
      within(entries(container, 'http_successCodes')[0] as HTMLElement).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(codeInputs(container).map((i) => i.value)).toEqual(['20000', '0']));
    const kinds = [...list.querySelectorAll('[role=combobox]')].map((k) => k.textContent);
    expect(kinds).toEqual(['Number', 'Text']);
    submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({ http: { successCodes: [20000, '0'] }, levels: [] });
  });
});
