import { describe, expect, it } from 'vitest';
import { currentContext, runWithContext } from './request-context.ts';

describe('requestContext', () => {
  it('is undefined outside any scope', () => {
    expect(currentContext()).toBeUndefined();
  });

  it('follows the work through awaits and timers', async () => {
    const seen = await runWithContext({ correlationId: 'c-1', region: 'GB' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentContext();
    });
    expect(seen).toEqual({ correlationId: 'c-1', region: 'GB' });
  });

  it('keeps concurrent scopes apart', async () => {
    const read = (id: string) =>
      runWithContext({ correlationId: id, region: 'GB' }, async () => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        return currentContext()?.correlationId;
      });
    expect(await Promise.all([read('a'), read('b'), read('c')])).toEqual(['a', 'b', 'c']);
  });
});
