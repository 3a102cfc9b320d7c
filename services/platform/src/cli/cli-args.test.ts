import { describe, expect, it } from 'vitest';
import { readCliArgs, UsageError } from './cli-args.ts';

describe('readCliArgs', () => {
  it('reads positionals and the options it was given', () => {
    const { values, positionals } = readCliArgs(['tail', 'x', '--since', '1h'], {
      since: { type: 'string' },
    });
    expect(positionals).toEqual(['tail', 'x']);
    expect(values.since).toBe('1h');
  });

  it.each([[['--bogus']], [['list', '-x']], [['--since']]])(
    'refuses %j with a usage error naming the flag',
    (argv) => {
      expect(() => readCliArgs(argv, { since: { type: 'string' } })).toThrow(UsageError);
      expect(() => readCliArgs(argv, { since: { type: 'string' } })).toThrow(/'-/);
    },
  );

  it('reads --help and -h as a request for the usage, not as an error', () => {
    for (const help of ['--help', '-h']) {
      expect(() => readCliArgs(['list', help], {})).toThrow(Error);
      expect(() => readCliArgs(['list', help], {})).not.toThrow(UsageError);
    }
  });
});
