import { describe, expect, it } from 'vitest';
import { orderReference } from './order-reference.ts';

describe("an order's reference", () => {
  it("is its id's first block, in capitals", () => {
    expect(orderReference('0b7e4f1c-4a4e-4c1e-9d43-2a8f6f9b1c11')).toBe('0B7E4F1C');
  });
});
