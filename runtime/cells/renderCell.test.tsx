// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageCell } from '../../schemas/types.gen';
import { elementOf, elementsOf } from '../lib/testElements';
import type { CellRenderer } from './CellContext';
import { createCellRegistry } from './createCellRegistry';
import { isActionsCell, renderCell, renderColumnCell } from './renderCell';
import { testCellContext } from './testCellContext';

afterEach(cleanup);

const Echo: CellRenderer = ({ value, options }) => (
  <b>
    {String(value)}:{String(options.options?.suffix)}
  </b>
);

const row = { id: 7, title: 'Vue 入门', status: 'draft', rate: 4, percent: 86 };
const show = (cell: PageCell | undefined, value: unknown, context = testCellContext()) =>
  elementOf(
    render(<div>{renderCell(cell, value, row, context)}</div>).container.firstElementChild,
    HTMLElement,
  );

describe('renderCell', () => {
  it('renders markup in data as text, never as HTML, in every text-bearing cell', () => {
    const attack = '<img src=x onerror="window.__pwned=1">';
    for (const cell of ['text', 'tag', 'status', 'link', 'avatar', undefined]) {
      const el = show(cell, attack);
      expect(el.querySelector('img[src="x"]')).toBeNull();
      if (cell !== 'avatar') expect(el.textContent).toContain(attack);
      cleanup();
    }
  });

  it('text shows a dash for nothing and joins arrays', () => {
    expect(show('text', null).textContent).toBe('-');
    expect(show(undefined, ['Admin', 'Editor']).textContent).toBe('Admin, Editor');
  });

  it('tag colours each value from the Semi palette and words it by its translated label', () => {
    const cell: PageCell = {
      type: 'tag',
      colors: { published: 'green', draft: 'grey', odd: '#ff6600' },
      labels: { published: 'option.published', draft: 'option.draft' },
    };
    const el = show(cell, ['published', 'draft', 'odd']);
    const tags = elementsOf(el.querySelectorAll('.jimu-tag'), HTMLElement);
    expect(tags.map((t) => t.textContent)).toEqual(['已发布', '草稿', 'odd']);
    expect(tags[0].getAttribute('data-color')).toBe('green');
    expect(tags[0].style.background).toContain('--semi-green-5');
    expect(tags[0].style.color).toContain('--semi-green-8');
    expect(tags[2].style.borderColor).toBe('#ff6600');
  });

  it('status shows a coloured dot and the label', () => {
    const el = show({ type: 'status', colors: { draft: 'red' }, labels: { draft: 'option.draft' } }, 'draft');
    expect(el.textContent).toBe('草稿');
    expect(elementOf(el.querySelector('.jimu-cell-status-dot'), HTMLElement).style.background).toContain(
      '--semi-red-5',
    );
  });

  it('image and avatar show pictures at the given size; an avatar without one shows an initial', () => {
    expect(
      show({ type: 'image', size: 40 }, '/mock-assets/table/3.svg').querySelector('img')?.getAttribute('src'),
    ).toBe('/mock-assets/table/3.svg');
    expect(show({ type: 'image' }, 'javascript:alert(1)').querySelector('img')).toBeNull();
    expect(show('avatar', 'admin').textContent).toBe('A');
    expect(show('avatar', '/a.svg').querySelector('img')?.getAttribute('src')).toBe('/a.svg');
    const thumb = elementOf(show({ type: 'image' }, '/x.svg').querySelector('img'), HTMLImageElement);
    expect(thumb.getAttribute('loading')).toBe('lazy');
    expect(thumb.getAttribute('alt')).toBe('Vue 入门');
  });

  it('rate, progress and percent show numbers against max', () => {
    const stars = show({ type: 'rate', max: 5 }, 4);
    expect(stars.querySelector('[role="img"]')?.getAttribute('aria-label')).toMatch(/4 of 5 stars/);
    expect(stars.querySelectorAll('[data-fill="full"]')).toHaveLength(4);
    expect(show({ type: 'rate', max: 5 }, 3.5).querySelectorAll('[data-fill="half"]')).toHaveLength(1);
    expect(
      show({ type: 'progress' }, 40).querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(show({ type: 'progress', max: 200 }, 50).textContent).toContain('25%');
    expect(show('percent', 86).textContent).toContain('86%');
    expect(show('progress', 'n/a').textContent).toBe('n/a');
  });

  it('datetime formats by the given pattern; non-dates show as they are', () => {
    expect(show({ type: 'datetime', format: 'YYYY/MM/DD HH:mm' }, '2024-03-31 10:48:30').textContent).toBe(
      '2024/03/31 10:48',
    );
    expect(show('datetime', 'soon').textContent).toBe('soon');
  });

  it('link fills {field} placeholders, opens route paths in the console, and is safe in new windows', () => {
    const inside = show({ type: 'link', href: '/vab/table/detail?id={id}' }, 'Vue 入门').querySelector('a');
    expect(inside?.getAttribute('href')).toBe('#/vab/table/detail?id=7');
    expect(inside?.textContent).toBe('Vue 入门');
    const outside = show({ type: 'link', target: '_blank' }, 'https://example.com/a').querySelector('a');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(outside?.getAttribute('target')).toBe('_blank');
    const evil = show('link', 'java\nscript:alert(1)');
    expect(evil.querySelector('a')).toBeNull();
  });

  it('leaves the actions column to the page and names an unknown renderer with where it was used', () => {
    expect(show('actions', 7).innerHTML).toBe('');
    expect(isActionsCell({ type: 'actions' })).toBe(true);
    expect(() =>
      renderColumnCell({ field: 'x', title: 'x', cell: 'nope/none' }, row, testCellContext()),
    ).toThrow("unknown cell 'nope/none' (referenced by column 'x' of resource 'table')");
  });

  it('renders a plugin cell by <plugin>/<name> with its options and the column value by dot path', () => {
    const context = testCellContext({ registry: createCellRegistry({ 'showcase/echo': Echo }) });
    const column = {
      field: 'author.name',
      title: 't',
      cell: { type: 'showcase/echo', options: { suffix: '!' } },
    };
    render(<div data-testid="c">{renderColumnCell(column, { author: { name: '王芳' } }, context)}</div>);
    expect(screen.getByTestId('c').textContent).toBe('王芳:!');
  });
});
