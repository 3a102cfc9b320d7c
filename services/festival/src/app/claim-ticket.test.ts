import { describe, expect, it } from 'vitest';
import { FULL_SLICE_MEMORY_MS, FullSlices } from './claim-ticket.ts';

describe('the slices a process has seen full', () => {
  let now = 0;
  const slices = () => new FullSlices(() => now);
  const slice = 'festival/allocation/f.general.3';

  it('are skipped at the share they refused at', () => {
    const full = slices();
    full.markFull(slice, 10);
    expect(full.isFull(slice, 10)).toBe(true);
    expect(full.isFull(slice, 12)).toBe(false);
  });
  it('are tried again once a ticket comes back to them here', () => {
    const full = slices();
    full.markFull(slice, 10);
    full.reopen(slice);
    expect(full.isFull(slice, 10)).toBe(false);
  });
  it('are tried again after a while, for a ticket another process gave back', () => {
    const full = slices();
    now = 1_000;
    full.markFull(slice, 10);
    now = 1_000 + FULL_SLICE_MEMORY_MS - 1;
    expect(full.isFull(slice, 10)).toBe(true);
    now = 1_000 + FULL_SLICE_MEMORY_MS;
    expect(full.isFull(slice, 10)).toBe(false);
  });
  it('with no share at all are always full', () => expect(slices().isFull(slice, 0)).toBe(true));
});
