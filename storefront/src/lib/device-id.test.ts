import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, type DeviceIdStore, deviceIdFrom } from './device-id.ts';

const ID = '0b7e6f4c-3c1d-4f3a-9d52-6a1f2b3c4d5e';
const NEW_ID = '9f8e7d6c-5b4a-4321-8765-0a1b2c3d4e5f';

const memoryStore = (initial?: string) => {
  const values = new Map<string, string>(initial === undefined ? [] : [[DEVICE_ID_KEY, initial]]);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};
const brokenStore: DeviceIdStore = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

describe('the device id', () => {
  it('is made once and kept for the next visit', () => {
    const store = memoryStore();
    expect(deviceIdFrom(store, () => NEW_ID)).toBe(NEW_ID);
    expect(store.values.get(DEVICE_ID_KEY)).toBe(NEW_ID);
    expect(deviceIdFrom(store, () => 'never used')).toBe(NEW_ID);
  });

  it('replaces a stored value that is not one of ours', () => {
    expect(deviceIdFrom(memoryStore(ID), () => NEW_ID)).toBe(ID);
    expect(deviceIdFrom(memoryStore('x'.repeat(300)), () => NEW_ID)).toBe(NEW_ID);
  });

  it('still gives an id when storage refuses, or is missing', () => {
    expect(deviceIdFrom(brokenStore, () => NEW_ID)).toBe(NEW_ID);
    expect(deviceIdFrom(undefined, () => NEW_ID)).toBe(NEW_ID);
  });
});
