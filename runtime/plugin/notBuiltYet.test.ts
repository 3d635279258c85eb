import { describe, expect, it } from 'vitest';
import { isNotBuiltYet, notBuiltYet } from './notBuiltYet';

describe('notBuiltYet (#17 route table check)', () => {
  it('#17.1 marks its loader with the screen name; real loaders are unmarked', () => {
    expect(isNotBuiltYet(notBuiltYet('showcase/echarts'))).toBe('showcase/echarts');
    expect(isNotBuiltYet(() => import('./definePlugin'))).toBeUndefined();
    expect(isNotBuiltYet(undefined)).toBeUndefined();
  });
});
