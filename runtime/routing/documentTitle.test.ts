import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('documentTitle', () => {
  it('LY-14 joins page title, separator and site title', () => {
    expect(documentTitle('用户管理', '积木工作台')).toBe('用户管理 - 积木工作台');
    expect(documentTitle('Users', 'Jimu Workbench', { separator: ' | ' })).toBe('Users | Jimu Workbench');
  });

  it('LY-14 reverses the order when asked', () => {
    expect(documentTitle('Users', 'Jimu Workbench', { reverse: true, separator: ' · ' })).toBe(
      'Jimu Workbench · Users',
    );
  });

  it('LY-14 shows the site title alone when the page has none', () => {
    expect(documentTitle('', '积木工作台')).toBe('积木工作台');
    expect(documentTitle(undefined, '积木工作台', { reverse: true })).toBe('积木工作台');
    expect(documentTitle('  ', 'Jimu')).toBe('Jimu');
    expect(documentTitle('Users', '')).toBe('Users');
  });
});
