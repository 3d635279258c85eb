// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { elementOf } from '../../lib/testElements';
import { MenuButton } from './MenuButton';

afterEach(cleanup);

function setup() {
  const logout = vi.fn();
  const personal = vi.fn();
  render(
    <MenuButton
      label="admin"
      testId="user-menu"
      entries={[
        { key: 'personal', label: '个人中心', onSelect: personal },
        { key: 'logout', label: '退出登录', onSelect: logout },
      ]}
    >
      admin
    </MenuButton>,
  );
  return { trigger: screen.getByTestId('user-menu'), logout, personal };
}

describe('MenuButton', () => {
  it('LY-05 a click opens the menu on its first entry; choosing one runs it, closes and refocuses the button', () => {
    const { trigger, logout } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'admin' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('个人中心');
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('LY-05 arrows open and move through the menu, Escape closes it and returns to the button', () => {
    const { trigger } = setup();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('退出登录');
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('个人中心');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('退出登录');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('个人中心');
    fireEvent.keyDown(elementOf(document.activeElement, Element), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('LY-05 a press outside closes the menu; Tab leaves and closes it', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
