import { describe, expect, it } from 'vitest';
import { formatDropDate } from './drop-date.ts';

describe('formatDropDate', () => {
  it('names the day in British English', () => {
    expect(formatDropDate('2025-03-01')).toBe('Saturday 1 March');
    expect(formatDropDate('2025-10-26')).toBe('Sunday 26 October');
  });
});
