import { describe, expect, it } from 'vitest';
import { prettyLine } from './pretty-line.ts';

describe('a log line for a person', () => {
  it('shows time, level, component and message first, then the other fields, and no JSON braces', () => {
    const line = JSON.stringify({
      level: 30,
      time: '2026-11-27T20:00:04.674Z',
      pid: 2086,
      hostname: 'vm',
      name: 'gateway',
      url: 'http://127.0.0.1:8197',
      roles: ['relay', 'runners'],
      msg: 'listening on http://127.0.0.1:8197',
    });
    expect(prettyLine(line)).toBe(
      '20:00:04.674 INFO   gateway  listening on http://127.0.0.1:8197  url=http://127.0.0.1:8197  roles=["relay","runners"]',
    );
  });

  it("puts an error's stack under its line", () => {
    const line = JSON.stringify({
      level: 50,
      time: '2026-11-27T20:00:05.000Z',
      name: 'orders',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x (y.ts:1:1)' },
      msg: 'payment failed',
    });
    expect(prettyLine(line).split('\n')).toEqual([
      '20:00:05.000 ERROR  orders  payment failed',
      '    Error: boom',
      '        at x (y.ts:1:1)',
    ]);
  });

  it('leaves a line that is not the log’s JSON as it is', () => {
    expect(prettyLine('  VITE v7 ready in 300 ms')).toBe('  VITE v7 ready in 300 ms');
    expect(prettyLine('{"not":"a log line"}')).toBe('{"not":"a log line"}');
  });
});
