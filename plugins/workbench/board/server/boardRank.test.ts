import { describe, expect, it } from 'vitest';
import { rankBetween, spreadRanks } from './boardRank';

describe('#16.1 board ranks (§5.13 rank, between neighbours)', () => {
  it('places a rank strictly between its neighbours, at the start and at the end', () => {
    expect(rankBetween(null, null)).toBe('i');
    expect(rankBetween('i', 'r')).toBe('n');
    const start = rankBetween(null, 'i');
    expect(start < 'i').toBe(true);
    const end = rankBetween('r', null);
    expect(end > 'r').toBe(true);
  });

  it('always finds room: a thousand inserts at the same place keep strict order and never end in 0', () => {
    let low = 'a';
    const high = 'b';
    for (let i = 0; i < 1000; i++) {
      const mid = rankBetween(low, high);
      expect(mid > low && mid < high).toBe(true);
      expect(mid.endsWith('0')).toBe(false);
      low = mid;
    }
    let top = 'a';
    for (let i = 0; i < 200; i++) {
      const next = rankBetween(null, top);
      expect(next < top).toBe(true);
      top = next;
    }
  });

  it('refuses neighbours out of order', () => {
    expect(() => rankBetween('r', 'i')).toThrow(/not below/);
    expect(() => rankBetween('i', 'i')).toThrow(/not below/);
  });

  it('spreads ranks evenly in increasing order', () => {
    expect(spreadRanks(3)).toEqual(['9', 'i', 'r']);
    const many = spreadRanks(500);
    expect(new Set(many).size).toBe(500);
    expect([...many].sort()).toEqual(many);
    expect(many.every((rank) => rank.length <= 3 && !rank.endsWith('0'))).toBe(true);
  });
});
