import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from './load-config.ts';

const schema = z.object({
  DATABASE_URL: z.url().meta({ examples: ['postgres://postgres@127.0.0.1:5432/wine'] }),
  PORT: z.coerce.number().int().default(8080),
  MODE: z.enum(['a', 'b']),
});

describe('loadConfig', () => {
  it('returns the parsed values with defaults applied', () => {
    expect(loadConfig(schema, { DATABASE_URL: 'postgres://db/wine', MODE: 'a' })).toEqual({
      DATABASE_URL: 'postgres://db/wine',
      PORT: 8080,
      MODE: 'a',
    });
  });

  it('treats an empty value as unset so the default applies', () => {
    expect(loadConfig(schema, { DATABASE_URL: 'postgres://db/wine', MODE: 'b', PORT: '' }).PORT).toBe(8080);
  });

  it('lists every missing and bad variable with its reason in one error', () => {
    expect(() => loadConfig(schema, { PORT: 'eighty' })).toThrow(
      [
        'Invalid configuration:',
        '  DATABASE_URL: Required (set it, e.g. postgres://postgres@127.0.0.1:5432/wine)',
        '  PORT: Invalid input: expected number, received NaN',
        '  MODE: Required (set it)',
      ].join('\n'),
    );
  });

  it('never echoes a bad value back, since it may hold a secret', () => {
    expect(() => loadConfig(schema, { DATABASE_URL: 'not a url :secret@', MODE: 'a' })).toThrow(
      /^Invalid configuration:\n {2}DATABASE_URL: Invalid URL \(e\.g\. postgres:\/\/postgres@127\.0\.0\.1:5432\/wine\)$/,
    );
  });
});
