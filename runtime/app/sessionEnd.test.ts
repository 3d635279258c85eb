import { describe, expect, it } from 'vitest';
import { forgetSessionEnd, rememberSessionEnd, takeSessionEnd } from './sessionEnd';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    size: () => values.size,
  };
};

describe('sessionEnd', () => {
  it('#11.10 the login screen mounted again in the same page load still says why; a sign-in forgets it; storage holds it for one read only', () => {
    const storage = memoryStorage();
    forgetSessionEnd();
    expect(takeSessionEnd(storage)).toBeUndefined();
    rememberSessionEnd(storage, 'revoked');
    expect(takeSessionEnd(storage)).toBe('revoked');
    // Out of storage (a reload says nothing), yet a remounted login screen still knows.
    expect(storage.size()).toBe(0);
    expect(takeSessionEnd(storage)).toBe('revoked');
    forgetSessionEnd();
    expect(takeSessionEnd(storage)).toBeUndefined();
    rememberSessionEnd(storage, 'expired');
    expect(takeSessionEnd(storage)).toBe('expired');
    forgetSessionEnd();
  });
});
