import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPERIMENT, settingsFrom } from './ab-experiments.ts';
import { abBucket, assignAbGroup } from './assign-ab-group.ts';

const devices = Array.from({ length: 10_000 }, (_, i) => `device-${i}`);
const shareInTest = (experiment: string, testPercent: number) =>
  devices.filter((d) => assignAbGroup(experiment, d, { ...DEFAULT_EXPERIMENT, testPercent }).group === 'TEST')
    .length / devices.length;

describe('assignAbGroup', () => {
  it('gives a device the same group on every call', () => {
    const first = devices.map((d) => assignAbGroup('hero', d, DEFAULT_EXPERIMENT).group);
    const again = devices.map((d) => assignAbGroup('hero', d, DEFAULT_EXPERIMENT).group);
    expect(again).toEqual(first);
  });

  it('splits devices 50/50 by default', () => expect(shareInTest('hero', 50)).toBeCloseTo(0.5, 1));

  it('follows a configured split', () => {
    expect(shareInTest('hero', 20)).toBeCloseTo(0.2, 1);
    expect(shareInTest('hero', 0)).toBe(0);
    expect(shareInTest('hero', 100)).toBe(1);
  });

  it('only moves devices into TEST as the split grows, so nobody flips back', () => {
    const at20 = devices.filter(
      (d) => assignAbGroup('hero', d, { ...DEFAULT_EXPERIMENT, testPercent: 20 }).group === 'TEST',
    );
    const at50 = new Set(
      devices.filter((d) => assignAbGroup('hero', d, DEFAULT_EXPERIMENT).group === 'TEST'),
    );
    expect(at20.every((d) => at50.has(d))).toBe(true);
  });

  it('buckets experiments independently', () => {
    const same = devices.filter(
      (d) =>
        assignAbGroup('hero', d, DEFAULT_EXPERIMENT).group ===
        assignAbGroup('checkout', d, DEFAULT_EXPERIMENT).group,
    ).length;
    expect(same / devices.length).toBeCloseTo(0.5, 1);
    expect(abBucket('ab', 'c')).not.toBe(abBucket('a', 'bc'));
  });

  it('lets a forced group override the split, and a forced device override both', () => {
    const settings = { testPercent: 100, forced: 'CONTROL' as const, forcedDevices: { qa: 'TEST' as const } };
    expect(assignAbGroup('hero', 'device-1', settings)).toEqual({ group: 'CONTROL', reason: 'forced' });
    expect(assignAbGroup('hero', 'qa', settings)).toEqual({ group: 'TEST', reason: 'forced' });
  });

  it('uses 50/50 for an experiment nobody configured', () => {
    const settingsOf = settingsFrom({ hero: { testPercent: 10, forcedDevices: {} } });
    expect(settingsOf('hero').testPercent).toBe(10);
    expect(settingsOf('other')).toEqual(DEFAULT_EXPERIMENT);
  });
});
