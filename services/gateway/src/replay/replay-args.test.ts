import { describe, expect, it } from 'vitest';
import { readReplayArgs } from './replay-args.ts';

const pg = (name: string) => ({ kind: 'pg' as const, name });
const redis = (name: string) => ({ kind: 'redis' as const, name });
const models = [pg('shop'), pg('wishlist'), redis('drop')];
const read = (...argv: string[]) => readReplayArgs(argv, models);
const names = (command: ReturnType<typeof read>) =>
  'models' in command ? command.models.map((m) => m.name) : [];

describe('the replay command line', () => {
  it('rebuilds the named read models, or --all', () => {
    expect(names(read('wishlist'))).toEqual(['wishlist']);
    expect(names(read('--all'))).toEqual(['shop', 'wishlist', 'drop']);
    expect(read('--all', '--dry-run')).toMatchObject({ kind: 'rebuild', dryRun: true });
  });

  it('reads --until as a position or a time', () => {
    expect(read('shop', '--until', '1234')).toMatchObject({ kind: 'as-of', until: { position: 1234n } });
    expect(read('shop', '--until=2026-11-27T14:02:00Z')).toMatchObject({
      kind: 'as-of',
      until: { time: new Date('2026-11-27T14:02:00Z') },
    });
  });

  it('refuses what it cannot do, saying why', () => {
    expect(() => read()).toThrow('No read model given');
    expect(() => read('cellar')).toThrow('No read model named cellar');
    expect(() => read('shop', '--until', 'yesterday')).toThrow('--until takes a log position');
    expect(() => read('drop', '--until', '5')).toThrow('Postgres read models only, not drop');
    expect(() => read('shop', '--swap-back', '--drop-previous')).toThrow('One of --until');
    expect(() => read('--list', 'shop')).toThrow('--list takes nothing else');
    expect(() => read('shop', '--all')).toThrow('Either --all or read model names');
  });

  it('keeps and swaps back Postgres models only; --all means those', () => {
    expect(names(read('--all', '--drop-previous'))).toEqual(['shop', 'wishlist']);
    expect(read('wishlist', '--swap-back')).toMatchObject({ kind: 'swap-back' });
    expect(() => read('drop', '--swap-back')).toThrow('Only Postgres read models keep a previous model');
  });
});
