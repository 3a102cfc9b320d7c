import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryProblems } from './context-boundaries.ts';

const repo = join(import.meta.dirname, '../../../..');

function sourcesOf(dir: string): { path: string; text: string }[] {
  return readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('node_modules'))
    .map((name) => {
      const path = relative(repo, join(repo, dir, name));
      return { path, text: readFileSync(join(repo, path), 'utf8') };
    });
}

describe('the bounded contexts', () => {
  it('each import only contracts, the platform and themselves, and define no HTTP kit of their own', () => {
    const files = readdirSync(join(repo, 'services')).flatMap((name) => sourcesOf(`services/${name}`));
    expect(files.length).toBeGreaterThan(100);
    expect(boundaryProblems(files)).toEqual([]);
  });
});

describe('the boundary check', () => {
  const file = (path: string, text: string) => [{ path, text }];

  it('refuses a context that defines its own caller, viewer or client address helper', () => {
    const caller = "export function callerId(c: Context): string {\n  return '';\n}";
    const viewer = 'export type ViewerOf = (c: Context) => { isMember: boolean };';
    const address = "const clientIp = (c: Context) => c.req.header('x-forwarded-for');";
    expect(boundaryProblems(file('services/reviews/src/http/caller-id.ts', caller))).toEqual([
      'services/reviews/src/http/caller-id.ts defines its own callerId: take it from @wine/platform/http',
    ]);
    expect(boundaryProblems(file('services/reviews/src/http/viewer-of.ts', viewer))).toHaveLength(1);
    expect(boundaryProblems(file('services/reviews/src/http/client-ip.ts', address))).toEqual([
      'services/reviews/src/http/client-ip.ts defines its own clientIp: take it from @wine/platform/http',
      'services/reviews/src/http/client-ip.ts reads X-Forwarded-For itself: use clientAddressOf from @wine/platform/http',
    ]);
  });

  it("refuses a context that imports another context's internals, by package or by path", () => {
    const byPackage = "import { orderStream } from '@wine/orders/app/order-stream';";
    const byPath = "import { userStream } from '../../../identity/src/app/users/user-stream.ts';";
    expect(boundaryProblems(file('services/reviews/src/app/review.ts', byPackage))).toEqual([
      'services/reviews/src/app/review.ts imports another context: @wine/orders/app/order-stream',
    ]);
    expect(boundaryProblems(file('services/reviews/src/app/review.ts', byPath))).toEqual([
      'services/reviews/src/app/review.ts reaches outside its context: ../../../identity/src/app/users/user-stream.ts',
    ]);
  });

  it('lets a context use contracts, the platform and its own files, and the gateway compose contexts', () => {
    const fine = [
      "import { callerId } from '@wine/platform/http/caller';",
      "import { WishlistEventEnvelope } from '@wine/contracts/wishlist/wishlist-events';",
      "import { wishlistStreamId } from '../domain/wishlist-streams.ts';",
      '  const viewerOf = options.viewerOf ?? guestsOnly;',
    ].join('\n');
    expect(boundaryProblems(file('services/reviews/src/http/reviews-router.ts', fine))).toEqual([]);
    const gateway = [
      "import { createWishlist } from '@wine/wishlist/create-wishlist';",
      "import { ordersConfigShape } from '@wine/orders/orders-config';",
      "import { createApp } from '@wine/platform/http/create-app';",
      "import { mountContexts } from './mount-contexts.ts';",
    ].join('\n');
    expect(boundaryProblems(file('services/gateway/src/main.ts', gateway))).toEqual([]);
  });

  it("refuses a gateway that reaches past a context's face into its internals, by package or by path", () => {
    const byPackage = "import { wishlistRouter } from '@wine/wishlist/http/wishlist-router';";
    const byPath = "import { ordersRouter } from '../../orders/src/http/orders-router.ts';";
    expect(boundaryProblems(file('services/gateway/src/main.ts', byPackage))).toEqual([
      "services/gateway/src/main.ts imports a context's internals: @wine/wishlist/http/wishlist-router (take its face from its src root)",
    ]);
    expect(boundaryProblems(file('services/gateway/src/main.ts', byPath))).toEqual([
      "services/gateway/src/main.ts imports a context's internals: ../../orders/src/http/orders-router.ts (take its face from its src root)",
    ]);
    const face = "import { createOrders } from '../../orders/src/create-orders.ts';";
    expect(boundaryProblems(file('services/gateway/src/main.ts', face))).toEqual([]);
  });

  it("lets the gateway's tests look inside a context to arrange and observe", () => {
    const arrange = "import { listing } from '@wine/orders/testing/wine-listing';";
    expect(boundaryProblems(file('services/gateway/src/money-path.int.test.ts', arrange))).toEqual([]);
  });

  it('refuses a context that imports another context, even its face', () => {
    const face = "import { createIdentity } from '@wine/identity/create-identity';";
    expect(boundaryProblems(file('services/orders/src/create-orders.ts', face))).toEqual([
      'services/orders/src/create-orders.ts imports another context: @wine/identity/create-identity',
    ]);
  });
});
