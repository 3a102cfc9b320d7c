import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from '../observability/logger.ts';
import { createApp } from './create-app.ts';

function appLoggingTo(level: LogLevel) {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  const logger = createLogger('test-http', { level, destination });
  return { app: createApp({ name: 'test', logger }), logger, written };
}

const withoutTime = (line: string | undefined) => line?.replace(/"time":"[^"]*"/, '');

describe('the access log', () => {
  it('writes one line per request, the very line pino would write with those fields', async () => {
    const { app, logger, written } = appLoggingTo('info');
    await app.request('/no-such-wine?page=2', { headers: { 'x-request-id': 'req-1' } });
    expect(written).toHaveLength(1);
    const { level, time, pid, hostname, name, msg, ...fields } = JSON.parse(written[0] ?? '');
    expect({ level, name, msg, ...fields }).toEqual({
      level: 30,
      name: 'test-http',
      msg: 'request',
      method: 'GET',
      path: '/no-such-wine',
      status: 404,
      durationMs: expect.any(Number),
      requestId: 'req-1',
      correlationId: 'req-1',
    });
    logger.info(fields, 'request');
    expect(withoutTime(written[0])).toBe(withoutTime(written[1]));
  });

  it('escapes a path as pino would, quotes and backslashes included', async () => {
    const { app, logger, written } = appLoggingTo('info');
    await app.request('/wine%22s%5Cnotes%C3%A9', { headers: { 'x-request-id': 'req-2' } });
    const { level, time, pid, hostname, name, msg, ...fields } = JSON.parse(written[0] ?? '');
    expect(fields.path).toBe('/wine"s\\notesé');
    logger.info(fields, 'request');
    expect(withoutTime(written[0])).toBe(withoutTime(written[1]));
  });

  it("follows the logger's level: probes only at debug, nothing when silent", async () => {
    const atInfo = appLoggingTo('info');
    for (const probe of ['/health', '/health/live', '/health/ready', '/metrics'])
      await atInfo.app.request(probe);
    expect(atInfo.written).toEqual([]);
    const atDebug = appLoggingTo('debug');
    await atDebug.app.request('/health');
    expect(JSON.parse(atDebug.written[0] ?? '')).toMatchObject({ level: 20, path: '/health', status: 200 });
    const silent = appLoggingTo('silent');
    await silent.app.request('/no-such-wine');
    expect(silent.written).toEqual([]);
  });
});
