// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageFormSchema } from '../../../schemas/types.gen';
import { elementOf } from '../../lib/testElements';
import { compileFormValidator } from '../compileFormValidator';
import { renderSchemaForm, testI18n } from '../renderSchemaForm';
import { ErrorListTemplate } from './ErrorListTemplate';

afterEach(cleanup);

const contacts: PageFormSchema = {
  type: 'object',
  properties: {
    contacts: {
      type: 'array',
      title: 'field.contacts',
      items: {
        type: 'object',
        title: 'field.name',
        required: ['name'],
        properties: {
          name: { type: 'string', title: 'field.name' },
          phone: { type: 'string', format: 'phone' },
        },
      },
    },
  },
};
const names = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('input[id$="_name"]')].map((i) => i.value);
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit|提交/ }));

describe('templates', () => {
  it('ArrayFieldTemplate: empty state, add, move up / down and remove items', async () => {
    const { container, submitted } = await renderSchemaForm({ schema: contacts }, 'en');
    expect(screen.getByText('Contacts')).toBeTruthy();
    expect(screen.getByText('No items yet')).toBeTruthy();
    const add = screen.getByRole('button', { name: /Add item/ });
    for (const value of ['a', 'b', 'c']) {
      fireEvent.click(add);
      const inputs = container.querySelectorAll<HTMLInputElement>('input[id$="_name"]');
      fireEvent.change(inputs[inputs.length - 1], { target: { value } });
    }
    await waitFor(() => expect(names(container)).toEqual(['a', 'b', 'c']));
    const items = () => [...container.querySelectorAll<HTMLElement>('.jimu-form-array-item')];
    fireEvent.click(within(items()[2]).getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(names(container)).toEqual(['a', 'c', 'b']));
    fireEvent.click(within(items()[0]).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(names(container)).toEqual(['c', 'a', 'b']));
    expect(
      elementOf(within(items()[0]).getByRole('button', { name: 'Move up' }), HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(items()[1]).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(names(container)).toEqual(['c', 'b']));
    submit();
    await waitFor(() => expect(submitted).toEqual([{ contacts: [{ name: 'c' }, { name: 'b' }] }]));
  });

  it('FieldTemplate inside array items: required marks and inline errors per item (VA-06, VA-05 in zh)', async () => {
    const { container, submitted } = await renderSchemaForm({
      schema: contacts,
      formData: { contacts: [{}, { name: '李四', phone: '1' }] },
    });
    expect(container.querySelectorAll('.semi-form-field-label-required').length).toBe(2);
    submit();
    await waitFor(() => expect(container.querySelectorAll('[role=alert]').length).toBe(2));
    const alerts = [...container.querySelectorAll('[role=alert]')].map((a) => a.textContent);
    expect(alerts).toEqual(['姓名为必填项', 'phone必须是以 1 开头的 11 位手机号']);
    expect(submitted).toEqual([]);
  });

  it('ObjectFieldTemplate: a nested object is a titled section; its description is translated', async () => {
    await renderSchemaForm({
      schema: {
        type: 'object',
        title: 'field.username',
        properties: {
          profile: {
            type: 'object',
            title: 'field.contacts',
            description: 'hint.help',
            properties: { email: { type: 'string', title: 'field.email', format: 'email' } },
          },
        },
      },
    });
    // The root title is the page's business, not the form's.
    expect(screen.queryByText('用户名')).toBeNull();
    expect(screen.getByRole('heading', { name: '联系人' })).toBeTruthy();
    expect(screen.getByText('至少两个字')).toBeTruthy();
    expect(screen.getByText('邮箱')).toBeTruthy();
  });

  it('ErrorListTemplate: a danger banner listing every message', async () => {
    const i18n = await testI18n('en');
    const validator = compileFormValidator();
    const schema = { type: 'object' as const };
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorListTemplate
          errors={[
            { property: '.a', message: 'A is required', stack: 'A is required' },
            { property: '.b', message: 'B is required', stack: 'B is required' },
          ]}
          errorSchema={{}}
          schema={schema}
          registry={{ schemaUtils: { getValidator: () => validator } } as never}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('Please correct the following')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'A is required',
      'B is required',
    ]);
  });
});
