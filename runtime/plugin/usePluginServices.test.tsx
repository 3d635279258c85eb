// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { ShellContext, type ShellServices } from '../shell/ShellContext';
import { usePluginServices } from './usePluginServices';

afterEach(cleanup);

/** A session holding what the real one holds about the user, the token included. */
const sessionMachine = setup({
  types: { context: {} as Record<string, unknown>, events: {} as { type: 'rename'; username: string } },
}).createMachine({
  context: {
    username: 'admin',
    avatar: '/a.svg',
    roles: ['Admin'],
    permissions: ['read:system'],
    admin: true,
    token: 'admin-token-secret',
  },
  on: { rename: { actions: assign({ username: ({ event }) => event.username }) } },
});

function fakeShell() {
  const session = createActor(sessionMachine).start();
  const shell = {
    session,
    tabs: { id: 'tabs' },
    errorLog: { id: 'errorLog' },
    http: { get: vi.fn() },
    icons: { home: () => null },
    routes: [],
    navigate: vi.fn(),
    reload: vi.fn(),
    logout: vi.fn(),
    setLanguage: vi.fn(),
    changeMenuMeta: vi.fn(),
    resetMenuMeta: vi.fn(),
    switchAccount: vi.fn(),
    refreshUser: vi.fn(),
    signOut: vi.fn(),
  } as unknown as ShellServices;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
  );
  return { shell, session, wrapper };
}

describe('usePluginServices (#17.2 the services a plugin screen may use)', () => {
  it("hands out the console's own services and the user without the token", () => {
    const { shell, wrapper } = fakeShell();
    const { result } = renderHook(() => usePluginServices(), { wrapper });
    for (const name of ['http', 'navigate', 'tabs', 'errorLog', 'routes', 'icons', 'switchAccount'] as const)
      expect(result.current[name], name).toBe(shell[name]);
    expect(result.current.changeMenuMeta).toBe(shell.changeMenuMeta);
    expect(result.current.user).toEqual({
      username: 'admin',
      avatar: '/a.svg',
      roles: ['Admin'],
      permissions: ['read:system'],
      admin: true,
    });
    expect(JSON.stringify(result.current.user)).not.toContain('token');
  });

  it('keeps one object while nothing changes and follows the session when the user does', () => {
    const { session, wrapper } = fakeShell();
    const { result, rerender } = renderHook(() => usePluginServices(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    act(() => session.send({ type: 'rename', username: 'editor' }));
    expect(result.current.user.username).toBe('editor');
    expect(result.current).not.toBe(first);
  });

  it('throws outside the console frame, naming what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePluginServices())).toThrow(/ShellContext/);
  });

  it('docs/plugins.md names every service it hands out', () => {
    const { wrapper } = fakeShell();
    const { result } = renderHook(() => usePluginServices(), { wrapper });
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/plugins.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Services for plugin screens'));
    const table = section.slice(0, section.indexOf('\n## '));
    const missing = Object.keys(result.current).filter((name) => !table.includes(`\`${name}`));
    expect(missing).toEqual([]);
  });
});
