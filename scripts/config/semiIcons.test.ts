import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from './formatDiagnostics';
import { iconComponentName, semiIconNames } from './semiIcons';
import { suggest } from './suggest';

describe('semi icon names', () => {
  it('lists the installed icons in kebab case', () => {
    const names = semiIconNames();
    expect(names.size).toBeGreaterThan(500);
    for (const name of ['home', 'user-group', 'setting', 'h1', 'ai-loading', 'edit2-stroked']) {
      expect(names.has(name)).toBe(true);
    }
  });

  it('maps kebab names back to the exported component, acronyms included', () => {
    expect(iconComponentName('user-group')).toBe('IconUserGroup');
    expect(iconComponentName('ai-loading')).toBe('IconAILoading');
    expect(iconComponentName('align-h-center-stroked')).toBe('IconAlignHCenterStroked');
    for (const name of semiIconNames()) expect(iconComponentName(name)).toMatch(/^Icon[A-Z]/);
  });
});

describe('suggest and formatDiagnostics', () => {
  it('suggests only plausible typos', () => {
    expect(suggest('hiden', ['hidden', 'title'])).toBe('hidden');
    expect(suggest('titel', ['title'])).toBe('title');
    expect(suggest('background', ['title', 'hidden'])).toBeUndefined();
  });

  it('prints file:line:col: severity[code]: message, or JSON', () => {
    const d = {
      file: 'config/app.yaml',
      line: 3,
      col: 7,
      code: 'unknown-key',
      message: 'm',
      severity: 'error' as const,
    };
    expect(formatDiagnostics([d, { ...d, severity: 'warning' }], 'text')).toBe(
      'config/app.yaml:3:7: error[unknown-key]: m\nconfig/app.yaml:3:7: warning[unknown-key]: m',
    );
    expect(JSON.parse(formatDiagnostics([d], 'json'))).toEqual([d]);
  });
});
