import { describe, expect, it } from 'vitest';
import { createRegistry } from './createRegistry';

describe('createRegistry', () => {
  it('starts from defaults, adds entries, refuses a repeated name unless override', () => {
    const registry = createRegistry('widget', { text: 1 });
    registry.register('example/stars', 2);
    expect(registry.entries()).toEqual({ text: 1, 'example/stars': 2 });
    expect(() => registry.register('text', 3)).toThrow("widget 'text' is registered twice");
    registry.register('text', 3, { override: true });
    expect(registry.get('text')).toBe(3);
  });

  it('an unknown name throws with where it was referenced and the known names', () => {
    const registry = createRegistry('widget', { text: 1, area: 2 });
    expect(() => registry.get('colour', 'ui:widget of pages/users edit.color')).toThrow(
      "unknown widget 'colour' (referenced by ui:widget of pages/users edit.color); known: area, text",
    );
  });
});
