import { describe, expect, it } from 'vitest';
import { markSheetSeen, type SeenStore, shouldOfferSheet, wasSheetSeen } from './sheet-policy.ts';

const memoryStore = (): SeenStore => {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
};
const brokenStore: SeenStore = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('the download sheet policy', () => {
  it('offers the sheet once per session on mobile', () => {
    const store = memoryStore();
    expect(shouldOfferSheet(true, store)).toBe(true);
    markSheetSeen(store);
    expect(shouldOfferSheet(true, store)).toBe(false);
  });

  it('never offers it on desktop', () => {
    expect(shouldOfferSheet(false, memoryStore())).toBe(false);
  });

  it('stays quiet when storage cannot be read, and survives a failed write', () => {
    expect(wasSheetSeen(brokenStore)).toBe(true);
    expect(() => markSheetSeen(brokenStore)).not.toThrow();
  });
});
