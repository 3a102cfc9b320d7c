import { describe, expect, it } from 'vitest';
import { ReadYourWrites } from './read-your-writes.ts';

const answer = (headers: Record<string, string>) => new Headers(headers);
const history = '/fn/getCustomerOrdersV2';

function tab() {
  let now = 0;
  const ryw = new ReadYourWrites(() => now);
  const call = (path: string) => {
    const headers = new Headers();
    const sent = ryw.stamp(path, headers);
    return { sent, minPosition: headers.get('x-min-position') };
  };
  return { ryw, call, later: (ms: number) => (now += ms) };
}

describe('read-your-writes in the storefront', () => {
  it('sends nothing before any write', () => {
    expect(tab().call(history).minPosition).toBeNull();
  });

  it("sends a command's token on the next reads until each has seen it", () => {
    const { ryw, call } = tab();
    ryw.observe('/fn/attemptPayment', answer({ 'x-consistency-token': '42' }), undefined);
    const read = call(history);
    expect(read.minPosition).toBe('42');
    expect(call('/api/mobile-app/shop').minPosition).toBe('42');
    ryw.observe(history, answer({ 'x-consistency': 'reached' }), read.sent);
    expect(call(history).minPosition).toBeNull();
    expect(call('/api/mobile-app/shop').minPosition).toBe('42');
  });

  it('asks again when the read answered before its read model caught up', () => {
    const { ryw, call } = tab();
    ryw.observe('/fn/attemptPayment', answer({ 'x-consistency-token': '42' }), undefined);
    ryw.observe(history, answer({ 'x-consistency': 'behind' }), call(history).sent);
    expect(call(history).minPosition).toBe('42');
  });

  it('keeps the newest token, and a path that saw an older one waits for the newer', () => {
    const { ryw, call } = tab();
    ryw.observe('/fn/attemptPayment', answer({ 'x-consistency-token': '42' }), undefined);
    ryw.observe(history, answer({ 'x-consistency': 'reached' }), call(history).sent);
    ryw.observe('/fn/cancelOrder', answer({ 'x-consistency-token': '57' }), undefined);
    ryw.observe('/fn/old', answer({ 'x-consistency-token': '50' }), undefined);
    expect(call(history).minPosition).toBe('57');
  });

  it('ignores a malformed token and stops sending a token a minute old', () => {
    const { ryw, call, later } = tab();
    ryw.observe('/fn/x', answer({ 'x-consistency-token': 'abc' }), undefined);
    expect(call(history).minPosition).toBeNull();
    ryw.observe('/fn/x', answer({ 'x-consistency-token': '7' }), undefined);
    later(60_001);
    expect(call(history).minPosition).toBeNull();
  });
});
