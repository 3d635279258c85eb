// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageFormSchema } from '../../schemas/types.gen';
import { HttpError } from '../data/HttpError';
import { elementOf } from '../lib/testElements';
import { renderSchemaForm } from './renderSchemaForm';

afterEach(cleanup);

const userSchema: PageFormSchema = {
  type: 'object',
  required: ['username', 'phone'],
  properties: {
    username: { type: 'string', title: 'field.username', minLength: 2 },
    phone: { type: 'string', title: 'field.phone', format: 'phone' },
  },
};

const input = (container: HTMLElement, name: string) =>
  elementOf(container.querySelector(`#root_${name}`), HTMLInputElement);
const type = (el: HTMLInputElement, value: string) => fireEvent.change(el, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交|Submit/ }));
const errorOf = (container: HTMLElement, name: string) =>
  container.querySelector(`#root_${name}`)?.closest('.jimu-form-field')?.querySelector('[role=alert]')
    ?.textContent;

describe('SchemaForm', () => {
  it('translates titles, placeholders and help (i18n keys), showing unknown keys as is', async () => {
    const { container } = await renderSchemaForm({
      schema: {
        type: 'object',
        properties: {
          username: { type: 'string', title: 'field.username' },
          literal: { type: 'string', title: 'Note: free text' },
        },
      },
      uiSchema: { username: { 'ui:placeholder': 'hint.username', 'ui:help': 'hint.help' } },
    });
    expect(screen.getByText('用户名')).toBeTruthy();
    expect(screen.getByText('Note: free text')).toBeTruthy();
    expect(input(container, 'username').placeholder).toBe('请输入用户名');
    expect(screen.getByText('至少两个字')).toBeTruthy();
  });

  it('idPrefix keeps the ids of two forms on one screen apart, so each label points at its own input', async () => {
    const { container } = await renderSchemaForm({ schema: userSchema, idPrefix: 'search' });
    const field = container.querySelector('#search_username');
    expect(field).not.toBeNull();
    expect(container.querySelector('#root_username')).toBeNull();
    expect(container.querySelector('label[for="search_username"]')).not.toBeNull();
  });

  it('VA-06: required errors show inline under each field, in zh', async () => {
    const { container, submitted } = await renderSchemaForm({ schema: userSchema });
    submit();
    await waitFor(() => expect(errorOf(container, 'username')).toBe('用户名为必填项'));
    expect(errorOf(container, 'phone')).toBe('手机号为必填项');
    expect(submitted).toEqual([]);
  });

  it('VA-06: required and whitespace messages in en (%s is required, %s cannot be empty)', async () => {
    const { container } = await renderSchemaForm({ schema: userSchema }, 'en');
    type(input(container, 'username'), '   ');
    submit();
    await waitFor(() => expect(errorOf(container, 'username')).toBe('Username cannot be empty'));
    expect(errorOf(container, 'phone')).toBe('Phone is required');
  });

  it('VA-05: a phone format error in zh and en, cleared live once fixed, then submits the typed values', async () => {
    const zh = await renderSchemaForm({ schema: userSchema });
    type(input(zh.container, 'username'), '张三');
    type(input(zh.container, 'phone'), '12345');
    submit();
    await waitFor(() => expect(errorOf(zh.container, 'phone')).toBe('手机号必须是以 1 开头的 11 位手机号'));
    type(input(zh.container, 'phone'), '13800138000');
    await waitFor(() => expect(errorOf(zh.container, 'phone')).toBeUndefined());
    submit();
    await waitFor(() => expect(zh.submitted).toEqual([{ username: '张三', phone: '13800138000' }]));
    cleanup();
    const en = await renderSchemaForm({ schema: userSchema }, 'en');
    type(input(en.container, 'username'), 'x');
    type(input(en.container, 'phone'), '2');
    submit();
    await waitFor(() =>
      expect(errorOf(en.container, 'phone')).toBe('Phone must be an 11-digit mobile number starting with 1'),
    );
    expect(errorOf(en.container, 'username')).toBe('Username must be at least 2 characters');
  });

  it('spins the submit button while an async onSubmit runs, and shows cancel', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onCancel = vi.fn();
    const { container } = await renderSchemaForm(
      {
        schema: { type: 'object', properties: { a: { type: 'string' } } },
        onSubmit,
        onCancel,
        submitLabel: 'Save',
      },
      'en',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({}));
    expect(container.querySelector('.semi-button-loading')).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(container.querySelector('.semi-button-loading')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('inline layout is a search row: search submits the filter, reset clears it and searches again', async () => {
    const { container, submitted } = await renderSchemaForm(
      {
        schema: { type: 'object', properties: { username: { type: 'string', title: 'field.username' } } },
        layout: 'inline',
      },
      'en',
    );
    expect(container.querySelector('form')?.className).toContain('jimu-schema-form-inline');
    type(input(container, 'username'), 'adm');
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(submitted).toEqual([{ username: 'adm' }]));
    // Reset is disabled while the search runs: a click before it ends does nothing (seen under load).
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: /Reset/ }).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(submitted).toEqual([{ username: 'adm' }, {}]));
    expect(input(container, 'username').value).toBe('');
  });

  it('reports every change through onChange and honours disabled', async () => {
    const onChange = vi.fn();
    const { container } = await renderSchemaForm({
      schema: { type: 'object', properties: { a: { type: 'string' } } },
      onChange,
    });
    type(input(container, 'a'), 'hi');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ a: 'hi' }));
    cleanup();
    const off = await renderSchemaForm({
      schema: { type: 'object', properties: { a: { type: 'string' } } },
      disabled: true,
    });
    expect(input(off.container, 'a').disabled).toBe(true);
  });

  it('#11.1 a rejected submit (a timeout) keeps every value; a refusal naming a field shows on it, not in a toast', async () => {
    const timeout = new HttpError({ status: 0, message: '请求超时', url: '/x', reason: 'timeout' });
    const refusal = new HttpError({
      status: 400,
      message: '字段 username 不能为空',
      url: '/x',
      body: { code: 400, msg: '字段 username 不能为空', data: null },
    });
    const answers = [timeout, refusal];
    const onSubmit = vi.fn(async () => {
      throw answers.shift();
    });
    const { container } = await renderSchemaForm({ schema: userSchema, onSubmit }, 'en');
    type(input(container, 'username'), 'ann');
    type(input(container, 'phone'), '13800138000');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Submit/ }).hasAttribute('disabled')).toBe(false),
    );
    expect(input(container, 'username').value).toBe('ann');
    expect(input(container, 'phone').value).toBe('13800138000');
    expect(timeout.shownByCaller).toBe(false);
    submit();
    await waitFor(() => expect(errorOf(container, 'username')).toBe('Username is required'));
    expect(refusal.shownByCaller).toBe(true);
    expect(input(container, 'username').value).toBe('ann');
    // Changing the field clears the server's mark.
    type(input(container, 'username'), 'anna');
    await waitFor(() => expect(errorOf(container, 'username')).toBeUndefined());
  });
});
