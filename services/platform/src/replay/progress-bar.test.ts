import { describe, expect, it } from 'vitest';
import { createProgressBar } from './progress-bar.ts';

describe('replay progress where stderr is not a terminal', () => {
  it('writes plain lines: what is to do, how it goes, and where it ended', () => {
    const lines: string[] = [];
    const progress = createProgressBar('shop', {
      terminal: false,
      everyMs: 0,
      write: (l) => void lines.push(l),
    });
    progress.start(10_000);
    progress.advance(5_000);
    progress.advance(5_000);
    progress.stop();
    expect(lines[0]).toBe('shop: 10000 events to apply\n');
    expect(lines[1]).toMatch(/^shop: 5000\/10000 events \(50%\), \d+ events\/s/);
    expect(lines.at(-1)).toMatch(/^shop: 10000\/10000 events \(100%\)/);
    expect(lines.join('')).not.toContain('\r');
  });
});
