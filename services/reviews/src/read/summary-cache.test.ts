import { readyJson } from '@wine/platform/http/ready-answers';
import { describe, expect, it } from 'vitest';
import { SummaryCache } from './summary-cache.ts';

describe('the summary cache', () => {
  it('answers a repeat without building, and builds again once the read model moves', async () => {
    let stamp = 'v1|store@1';
    const cache = new SummaryCache({ current: async () => stamp });
    let builds = 0;
    const build = async () => readyJson({ n: ++builds });
    const text = async () => new TextDecoder().decode((await cache.get('wine|mw-1', build)).body);
    expect(await text()).toBe('{"n":1}');
    expect(await text()).toBe('{"n":1}');
    stamp = 'v1|store@2';
    expect(await text()).toBe('{"n":2}');
  });

  it('shares one build between concurrent misses', async () => {
    const cache = new SummaryCache({ current: async () => 's' });
    let builds = 0;
    const build = async () => readyJson({ n: ++builds });
    await Promise.all([cache.get('k', build), cache.get('k', build), cache.get('k', build)]);
    expect(builds).toBe(1);
  });
});
