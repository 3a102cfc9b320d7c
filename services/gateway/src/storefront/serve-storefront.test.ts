import { ErrorEnvelope } from '@wine/contracts/errors';
import { stripeJsSources } from '@wine/payments/stripe/stripe-js-sources';
import { createApp } from '@wine/platform/http/create-app';
import type { PageSources } from '@wine/platform/http/page-sources';
import { createLogger } from '@wine/platform/observability/logger';
import { describe, expect, it } from 'vitest';
import { serveStorefront } from './serve-storefront.ts';
import { compressedFile } from './storefront-files.ts';

// The gateway's app with a storefront build of one shell page behind every API route.
const shell =
  '<!doctype html><html><head><title>Cellar Door</title></head><body><div id="root"></div></body></html>';
const app = createApp({ name: 'gateway', logger: createLogger('storefront-test', { level: 'silent' }) });
app.use('*', serveStorefront(new Map([['/index.html', compressedFile(Buffer.from(shell), 'text/html')]])));

describe("the paths the storefront leaves to the API's JSON 404", () => {
  // Issue 28.9: /API/..., /DEV/... and /METRICS got the storefront's HTML shell.
  it.each([
    '/API/orders',
    '/Api/nothing-here',
    '/DEV/inbox',
    '/Dev/inbox.html',
    '/METRICS',
    '/Health',
    '/FN/x',
    '/OpenAPI.json',
  ])('%s in any letter case', async (path) => {
    const answer = await app.request(path, { headers: { accept: 'text/html,*/*' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(ErrorEnvelope.parse(await answer.json()).error.code).toBe('NOT_FOUND');
  });

  it('while a page of the app, in any letter case, is the shell', async () => {
    for (const path of ['/shop', '/Product/some-wine', '/apiary']) {
      const answer = await app.request(path, { headers: { accept: 'text/html,*/*' } });
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toContain('<div id="root">');
    }
  });
});

describe("the pages' Content-Security-Policy per payments mode", () => {
  const policyWith = async (sources?: PageSources) => {
    const pages = createApp({
      name: 'gateway',
      logger: createLogger('storefront-test', { level: 'silent' }),
    });
    const files = new Map([['/index.html', compressedFile(Buffer.from(shell), 'text/html')]]);
    pages.use('*', serveStorefront(files, undefined, sources));
    const answer = await pages.request('/checkout', { headers: { accept: 'text/html' } });
    return answer.headers.get('content-security-policy') ?? '';
  };

  it("with a real key: Stripe.js's script and frames, Stripe's API, and nothing on loopback", async () => {
    const policy = await policyWith(stripeJsSources);
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(policy).toContain(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;',
    );
    expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost/);
  });

  it('with the simulator: its exact origin to post cards to, no other port, no frames, no other script', async () => {
    const policy = await policyWith({ connect: ['http://127.0.0.1:8090'] });
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:8090;");
    expect(policy).not.toContain('127.0.0.1:*');
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('frame-src');
  });
});
