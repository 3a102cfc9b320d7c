import { describe, expect, it } from 'vitest';
import { pollUntil } from './poll-until.ts';

const answers = (...said: boolean[]) => {
  const asked = { count: 0 };
  return { asked, check: async () => said[asked.count++] ?? false };
};

describe('polling until something is so', () => {
  it('stops at the first yes, waiting between the tries', async () => {
    const { asked, check } = answers(false, false, true, true);
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    expect(await pollUntil(check, { attempts: 5, intervalMs: 200, sleep })).toBe(true);
    expect(asked.count).toBe(3);
    expect(waits).toEqual([200, 200]);
  });

  it('gives up after its attempts, without a last wait', async () => {
    const { asked, check } = answers();
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    expect(await pollUntil(check, { attempts: 3, intervalMs: 100, sleep })).toBe(false);
    expect(asked.count).toBe(3);
    expect(waits).toHaveLength(2);
  });
});
