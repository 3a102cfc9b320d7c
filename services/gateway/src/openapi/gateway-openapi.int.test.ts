import type { OpenApiDocument } from '@wine/platform/http/api-reference-page';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayOpenApiDocument } from './gateway-openapi.ts';

// What a client generator relies on in the gateway's document (make lint runs Redocly and
// openapi-typescript on the same document): a name per operation, and who may call it.

interface Operation {
  key: string;
  path: string;
  operationId: string | undefined;
  security: Record<string, string[]>[] | undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      if (operation === undefined) return [];
      return [
        {
          key: `${method.toUpperCase()} ${path}`,
          path,
          operationId: operation.operationId,
          security: operation.security,
        },
      ];
    }),
  );
}

let document: OpenApiDocument;
let operations: Operation[];

beforeAll(async () => {
  document = await gatewayOpenApiDocument();
  operations = operationsOf(document);
});

describe("the gateway's OpenAPI document", () => {
  it('names every operation, each name once, in camelCase', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.filter((op) => op.operationId === undefined).map((op) => op.key)).toEqual([]);
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toEqual([]);
  });

  it("names each of the spec's named calls (POST|GET /fn/<name>) by its name", () => {
    const named = operations.filter((op) => op.path.startsWith('/fn/'));
    expect(named.length).toBeGreaterThan(30);
    for (const op of named) expect(op.operationId, op.key).toBe(op.path.slice('/fn/'.length));
  });

  it('says of every operation who may call it, with a declared token scheme', () => {
    expect(operations.filter((op) => op.security === undefined).map((op) => op.key)).toEqual([]);
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    const used = new Set(operations.flatMap((op) => (op.security ?? []).flatMap((s) => Object.keys(s))));
    // Every scheme an operation names is declared: the shop's token, and the festival door's key.
    expect([...used].sort()).toEqual(['bearerAuth', 'festivalDoorKey']);
    expect(schemes).toEqual(expect.arrayContaining([...used]));
    const publicOps = operations.filter((op) => op.security?.length === 0).map((op) => op.key);
    expect(publicOps).toEqual(expect.arrayContaining(['GET /health/live', 'POST /api/auth/anonymous']));
    const tokenOps = operations
      .filter((op) => op.security?.some((s) => 'bearerAuth' in s))
      .map((op) => op.key);
    expect(tokenOps).toEqual(expect.arrayContaining(['GET /fn/getUserData', 'POST /fn/createOrder']));
  });

  it('names where the calls go', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });
});
