import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TurnBatch } from './turn-batch.ts';

function recording() {
  const chunks: string[] = [];
  const batch = new TurnBatch(() => ({ write: (chunk: string) => chunks.push(chunk), flushSync: () => {} }));
  return { chunks, batch };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('log lines batched per event-loop turn', () => {
  it("hands one turn's lines over together, in the order they were written", async () => {
    const { chunks, batch } = recording();
    batch.write('a\n');
    batch.write('b\n');
    expect(chunks).toEqual([]);
    await nextTurn();
    batch.write('c\n');
    await nextTurn();
    expect(chunks).toEqual(['a\nb\n', 'c\n']);
  });

  it('hands pending lines over at once when flushed (pino does after a fatal line)', () => {
    const { chunks, batch } = recording();
    batch.write('fatal\n');
    batch.flushSync();
    expect(chunks).toEqual(['fatal\n']);
  });

  it('loses no line logged just before the process exits', () => {
    const script = `
      import { createLogger } from './services/platform/src/observability/logger.ts';
      const logger = createLogger('exit-test', { level: 'info' });
      for (let i = 0; i < 3; i++) logger.info({ i }, 'last words');
      process.exit(0);
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'info' },
    });
    expect(
      out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).i),
    ).toEqual([0, 1, 2]);
  });
});
