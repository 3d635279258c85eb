import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../runtime/data';
import { fieldErrorsOf, messageOf, refusalListOf, refusalOf } from './errors';
import { isDiagnostic } from './isDiagnostic';

const refused = (body: unknown) => new HttpError({ status: 400, message: 'refused', url: '/x', body });

describe('reading a refused call', () => {
  it('takes the envelope’s message and data only when they have its shape', () => {
    expect(refusalOf(refused({ code: 400, msg: '不能为空', data: { fieldErrors: {} } }))).toEqual({
      msg: '不能为空',
      data: { fieldErrors: {} },
    });
    expect(refusalOf(refused({ msg: 7, data: [1] }))).toEqual({ msg: undefined, data: undefined });
    expect(refusalOf(refused('a text'))).toEqual({});
    expect(refusalOf(new Error('no body'))).toEqual({});
    expect(refusalOf(undefined)).toEqual({});
  });

  it('names field errors by field, leaving out what is not a text; none when there are none', () => {
    const error = refused({ data: { fieldErrors: { title: '标题不能为空', size: 3 } } });
    expect(fieldErrorsOf(error)).toEqual({ title: '标题不能为空' });
    expect(fieldErrorsOf(refused({ data: {} }))).toEqual({});
  });

  it('keeps the diagnostics that have a diagnostic’s shape', () => {
    const good = { path: 'config/app.yaml', line: 2, col: 1, code: 'E1', severity: 'error', message: 'bad' };
    const error = refused({ data: { diagnostics: [good, { line: 'x' }] } });
    expect(refusalListOf(error, 'diagnostics', isDiagnostic)).toEqual([good]);
    expect(refusalListOf(refused({ data: {} }), 'diagnostics', isDiagnostic)).toEqual([]);
  });

  it('messageOf gives an Error’s message or the thrown value as text', () => {
    expect(messageOf(new Error('down'))).toBe('down');
    expect(messageOf('plain')).toBe('plain');
  });
});
