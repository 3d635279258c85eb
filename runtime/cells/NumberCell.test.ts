import { describe, expect, it } from 'vitest';
import { formatDecimal } from './NumberCell';

describe('the number cell', () => {
  it('groups thousands and pads to the places asked, from the text, never through a float', () => {
    expect(formatDecimal('12345678.9', 2)).toBe('12,345,678.90');
    expect(formatDecimal('0.10', 2)).toBe('0.10');
    expect(formatDecimal('-1234', 2)).toBe('-1,234.00');
    expect(formatDecimal('90071992547409931.01', 2)).toBe('90,071,992,547,409,931.01');
    expect(formatDecimal(1234.5)).toBe('1,234.5');
    expect(formatDecimal('n/a', 2)).toBe('n/a');
  });
});
