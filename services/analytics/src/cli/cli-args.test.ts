import { UsageError } from '@wine/platform/cli/cli-args';
import { describe, expect, it } from 'vitest';
import { parseCliArgs, parseDuration } from './cli-args.ts';

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['15m', 900_000],
    ['1h', 3_600_000],
    ['1.5h', 5_400_000],
    ['7d', 604_800_000],
  ])('%s is %d ms', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it('refuses a number without a unit', () => expect(() => parseDuration('60')).toThrow(UsageError));
});

describe('parseCliArgs', () => {
  it('reads tail with a short or full topic name', () => {
    expect(parseCliArgs(['tail', 'conversions'])).toEqual({
      command: 'tail',
      topic: 'analytics.conversions',
      sinceMs: undefined,
    });
    expect(parseCliArgs(['tail', 'analytics.page-views', '--since', '10m'])).toEqual({
      command: 'tail',
      topic: 'analytics.page-views',
      sinceMs: 600_000,
    });
  });

  it('reads funnel with its defaults', () => {
    expect(parseCliArgs(['funnel'])).toEqual({
      command: 'funnel',
      sinceMs: 3_600_000,
      experiment: undefined,
      everyMs: 2_000,
    });
    expect(parseCliArgs(['funnel', '--since', '1d', '--experiment', 'hero'])).toMatchObject({
      sinceMs: 86_400_000,
      experiment: 'hero',
    });
  });

  it.each([
    [[]],
    [['tail']],
    [['tail', 'orders.events']],
    [['funnel', '--since']],
    [['funnel', '--top', '3']],
    [['tail', 'conversions', '--every', '2s']],
    [['report']],
  ])('refuses %j with a usage error', (argv) => expect(() => parseCliArgs(argv)).toThrow(UsageError));
});

describe('parseCliArgs for pseudonym', () => {
  it('reads the kind of id and the id', () => {
    expect(parseCliArgs(['pseudonym', 'user', 'u-1'])).toEqual({
      command: 'pseudonym',
      kind: 'user',
      id: 'u-1',
    });
    expect(parseCliArgs(['pseudonym', 'device', 'd-1'])).toEqual({
      command: 'pseudonym',
      kind: 'device',
      id: 'd-1',
    });
  });

  it.each([
    [['pseudonym', 'user']],
    [['pseudonym', 'email', 'a@b.c']],
    [['pseudonym', 'user', 'u-1', '--since', '1h']],
  ])('refuses %j', (argv) => expect(() => parseCliArgs(argv)).toThrow(UsageError));
});
