// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge } from './Badge';
import { IconButton } from './IconButton';

afterEach(cleanup);

describe('IconButton', () => {
  it('LY-05 is named by its label, shows the label as a tooltip on hover, hides it on leave', () => {
    const click = vi.fn();
    render(<IconButton label="刷新" icon={<svg />} onClick={click} />);
    const button = screen.getByRole('button', { name: '刷新' });
    const tip = screen.getByText('刷新', { selector: '[role="tooltip"]' });
    expect(tip.hidden).toBe(true);
    // the tooltip repeats the name: no description that says the same again
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(tip.hidden).toBe(false);
    fireEvent.pointerLeave(button);
    expect(tip.hidden).toBe(true);
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('LY-05 a tooltip that says more describes the button; Escape hides it (focus: the Chromium test)', () => {
    render(
      <IconButton label="语言: English" tooltip="切换语言">
        English
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: '语言: English' });
    const tip = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(tip?.getAttribute('role')).toBe('tooltip');
    expect(tip?.textContent).toBe('切换语言');
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(tip?.hidden).toBe(false);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip?.hidden).toBe(true);
  });

  it('tooltip={false} renders none', () => {
    render(<IconButton label="折叠" tooltip={false} />);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });
});

describe('Badge', () => {
  it('LY-09 shows the count, 99+ above 99, nothing for 0', () => {
    const view = render(
      <Badge count={3}>
        <span />
      </Badge>,
    );
    expect(view.container.querySelector('.jimu-badge-count')?.textContent).toBe('3');
    view.rerender(
      <Badge count={120}>
        <span />
      </Badge>,
    );
    expect(view.container.querySelector('.jimu-badge-count')?.textContent).toBe('99+');
    view.rerender(
      <Badge count={0}>
        <span />
      </Badge>,
    );
    expect(view.container.querySelector('.jimu-badge-count')).toBeNull();
  });
});
