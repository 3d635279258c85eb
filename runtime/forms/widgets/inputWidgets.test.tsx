// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { elementOf } from '../../lib/testElements';
import { renderSchemaForm } from '../renderSchemaForm';
import { preloadWidgets } from './lazyWidgets';

afterEach(cleanup);
// The heavy widgets load on first use (lazyWidgets); loaded ahead, forms draw them at once.
beforeAll(() => preloadWidgets());

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit|提交/ }));
const control = (container: HTMLElement, name: string) =>
  elementOf(container.querySelector(`#root_${name}`), HTMLElement);

describe('input widgets', () => {
  it('text, password and textarea: typed text is the value; empty text is no value', async () => {
    const { container, submitted } = await renderSchemaForm(
      {
        schema: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            secret: { type: 'string', format: 'password' },
            note: { type: 'string', maxLength: 20 },
          },
        },
        uiSchema: {
          secret: { 'ui:widget': 'password' },
          note: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
        },
      },
      'en',
    );
    expect(elementOf(control(container, 'secret'), HTMLInputElement).type).toBe('password');
    expect(control(container, 'note').tagName).toBe('TEXTAREA');
    fireEvent.change(control(container, 'name'), { target: { value: 'a' } });
    fireEvent.change(control(container, 'name'), { target: { value: '' } });
    fireEvent.change(control(container, 'secret'), { target: { value: '123' } });
    fireEvent.change(control(container, 'note'), { target: { value: 'two\nlines' } });
    submit();
    // The `password` format: at least 6 characters.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('secret must be at least 6 characters'),
    );
    fireEvent.change(control(container, 'secret'), { target: { value: '123456' } });
    submit();
    await waitFor(() => expect(submitted).toEqual([{ secret: '123456', note: 'two\nlines' }]));
  });

  it('number (updown): a number, bounded with a VA-06 range message in zh', async () => {
    const { container, submitted } = await renderSchemaForm({
      schema: { type: 'object', properties: { age: { type: 'integer', title: 'field.name', maximum: 150 } } },
    });
    const age = elementOf(control(container, 'age'), HTMLInputElement);
    fireEvent.change(age, { target: { value: '200' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('姓名不能大于 150'));
    fireEvent.change(age, { target: { value: '42' } });
    submit();
    await waitFor(() => expect(submitted).toEqual([{ age: 42 }]));
  });

  it('date and date-time show a stored value; date-time keeps an ISO instant', async () => {
    const { container, submitted } = await renderSchemaForm(
      {
        schema: {
          type: 'object',
          properties: {
            day: { type: 'string', format: 'date' },
            at: { type: 'string', format: 'date-time' },
          },
        },
        formData: { day: '2024-05-01', at: new Date(2024, 4, 1, 8, 30, 0).toISOString() },
      },
      'en',
    );
    expect(elementOf(control(container, 'day').querySelector('input'), HTMLInputElement).value).toBe(
      '2024-05-01',
    );
    expect(elementOf(control(container, 'at').querySelector('input'), HTMLInputElement).value).toBe(
      '2024-05-01 08:30:00',
    );
    submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0].day).toBe('2024-05-01');
    expect(new Date(String(submitted[0].at)).getHours()).toBe(8);
  });

  it('date: picking a day writes YYYY-MM-DD', async () => {
    const { container, submitted } = await renderSchemaForm(
      {
        schema: { type: 'object', properties: { day: { type: 'string', format: 'date' } } },
        formData: { day: '2024-05-01' },
      },
      'en',
    );
    fireEvent.click(elementOf(control(container, 'day').querySelector('input'), Element));
    const cell = await waitFor(() => {
      const found = document.querySelector('[title="2024-05-15"]');
      if (!found) throw new Error('no day cell yet');
      return found;
    });
    fireEvent.click(cell);
    submit();
    await waitFor(() => expect(submitted).toEqual([{ day: '2024-05-15' }]));
  });

  it('time: shows HH:mm:ss of a stored time; a value that is no time fails, named in en', async () => {
    const schema = { type: 'object' as const, properties: { at: { type: 'string', format: 'time' } } };
    const good = await renderSchemaForm({ schema, formData: { at: '09:30:00+08:00' } }, 'en');
    expect(elementOf(good.container.querySelector('.semi-timepicker input'), HTMLInputElement).value).toBe(
      '09:30:00',
    );
    submit();
    await waitFor(() => expect(good.submitted).toEqual([{ at: '09:30:00+08:00' }]));
    cleanup();
    await renderSchemaForm({ schema, formData: { at: '9am' } }, 'en');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('at must be a time (HH:mm:ss)'));
  });

  it('color: a hex text box with a swatch; a bad colour fails the color format', async () => {
    const { container, submitted } = await renderSchemaForm(
      { schema: { type: 'object', properties: { tint: { type: 'string', format: 'color' } } } },
      'en',
    );
    const box = elementOf(control(container, 'tint'), HTMLInputElement);
    fireEvent.change(box, { target: { value: '#12345' } });
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('tint must be a colour'));
    fireEvent.change(box, { target: { value: '#1664ff' } });
    submit();
    await waitFor(() => expect(submitted).toEqual([{ tint: '#1664ff' }]));
    expect(elementOf(container.querySelector('.jimu-form-swatch'), HTMLElement).style.background).toMatch(
      /#1664ff|rgb\(22, 100, 255\)/,
    );
  });
});
