import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { runWithContext } from './request-context.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger('test', { level: 'info', destination }) };
}

describe('createLogger', () => {
  it('stamps every line with the ids of the current context', () => {
    const { lines, logger } = capture();
    runWithContext({ correlationId: 'corr-1', causationId: 'evt-9', requestId: 'req-1', region: 'GB' }, () =>
      logger.info('inside'),
    );
    logger.info('outside');
    expect(lines[0]).toMatchObject({
      name: 'test',
      msg: 'inside',
      correlationId: 'corr-1',
      causationId: 'evt-9',
    });
    expect(lines[0]?.requestId).toBe('req-1');
    expect(lines[1]).not.toHaveProperty('correlationId');
  });

  it('redacts credentials, passwords and one-time codes', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer jwt', cookie: 'sid=1', accept: 'json' } },
        body: { phone: '+447700900000', code: '123456', password: 'hunter2', token: 't' },
      },
      'sign-in',
    );
    expect(lines[0]).toMatchObject({
      req: { headers: { authorization: '[Redacted]', cookie: '[Redacted]', accept: 'json' } },
      body: { phone: '+447700900000', code: '[Redacted]', password: '[Redacted]', token: '[Redacted]' },
    });
  });

  it('keeps an error code searchable', () => {
    const { lines, logger } = capture();
    logger.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }, 'db down');
    expect(lines[0]?.err).toMatchObject({ message: 'refused', errorCode: 'ECONNREFUSED' });
  });

  it('stamps each line with the time it was written, in ISO 8601', async () => {
    const { lines, logger } = capture();
    logger.info('first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.info('later');
    const [first, later] = lines.map((line) => String(line.time));
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(later ?? '')).toBeGreaterThan(Date.parse(first ?? ''));
    expect(Math.abs(Date.parse(later ?? '') - Date.now())).toBeLessThan(1000);
  });
});
