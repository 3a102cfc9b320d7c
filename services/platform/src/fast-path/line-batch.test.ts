import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LineBatch } from './line-batch.ts';

function recording(options = {}) {
  const chunks: string[] = [];
  // A synchronous write is marked, to tell it from a batch handed over in the background.
  const sink = {
    write: (chunk: string) => chunks.push(chunk),
    flushSync: () => {},
    writeSync: (chunk: string) => chunks.push(`sync:${chunk}`),
  };
  const batch = new LineBatch(() => sink, options);
  return { chunks, batch };
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('log lines written in batches', () => {
  it('hands the lines of a moment over together, in the order they were logged', async () => {
    const { chunks, batch } = recording({ maxDelayMs: 10 });
    batch.write('a\n');
    batch.write('b\n');
    expect(chunks).toEqual([]);
    await after(30);
    batch.write('c\n');
    await after(30);
    expect(chunks).toEqual(['a\nb\n', 'c\n']);
  });

  it('hands a large batch over without waiting', () => {
    const { chunks, batch } = recording({ maxDelayMs: 60_000, maxChars: 6 });
    batch.write('a\n');
    batch.write('b\n');
    batch.write('c\n');
    expect(chunks).toEqual(['a\nb\nc\n']);
  });

  it('writes pending lines synchronously when flushed (on exit; pino flushes after a fatal line)', () => {
    const { chunks, batch } = recording({ maxDelayMs: 60_000 });
    batch.write('fatal\n');
    batch.flushSync();
    expect(chunks).toEqual(['sync:fatal\n']);
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
    const logged = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).i);
    expect(logged).toEqual([0, 1, 2]);
  });

  it('writes the lines of a process that ends on its own', () => {
    const script = `
      import { createLogger } from './services/platform/src/observability/logger.ts';
      createLogger('exit-test', { level: 'info' }).info('done');
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'info' },
    });
    expect(JSON.parse(out).msg).toBe('done');
  });
});
