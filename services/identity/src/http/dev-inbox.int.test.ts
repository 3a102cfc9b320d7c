import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp } from '../testing/identity-test-app.ts';

// The dev inbox holds every live sign-in code: only a program on this machine may read it.
let t: IdentityTestApp;
let server: ServerType;
let url: string;
const email = 'inbox-owner@example.com';

beforeAll(async () => {
  t = await createIdentityTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  expect((await t.sendCode({ email })).status).toBe(200);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe('the dev inbox', () => {
  it('shows the codes sent to a developer on this machine', async () => {
    const answer = await fetch(`${url}/dev/inbox`);
    expect(answer.status).toBe(200);
    const { messages } = (await answer.json()) as { messages: { to: string; text: string }[] };
    expect(messages.find((m) => m.to === email)?.text).toContain(t.codeSentTo(email));
    expect((await fetch(`${url}/dev/inbox.html`)).status).toBe(200);
  });

  it('is a 404 to a request from another address', async () => {
    const remote = { incoming: { socket: { remoteAddress: '192.0.2.10' } } };
    for (const path of ['/dev/inbox', '/dev/inbox.html']) {
      const answer = await t.app.request(path, {}, remote);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).not.toContain(t.codeSentTo(email));
    }
  });

  it('is a 404 through a proxy such as the storefront, which forwards for anyone', async () => {
    const answer = await fetch(`${url}/dev/inbox`, { headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(answer.status).toBe(404);
  });
});
