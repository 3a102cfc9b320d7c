import { ErrorEnvelope } from '@wine/contracts/errors';
import { FestivalFailure } from '@wine/contracts/festival/festival-calls';
import { LoginCheckResponse } from '@wine/contracts/identity/auth-requests';
import { createTestDatabase, type TestDatabase, uniqueName } from '@wine/platform/testing/test-env';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { fuzzSessions } from './testing/fuzz-sessions.ts';
import { startGatewayProcess } from './testing/gateway-process.ts';
import { nearlyValid, type Schemas } from './testing/schema-arbitrary.ts';

// Every operation the gateway documents, sent malformed requests a hostile or broken client
// could send: none may be a 5xx, and every refusal must be in the error envelope.
const RUNS_PER_OPERATION = 200;
const SEED = 20_261_124;
const PARALLEL_OPERATIONS = 4;

// Refusals the spec gives a body of their own instead of the envelope (a login check for an
// unknown address is `exists: false` with 'User doesn't exist' on 404; the festival calls'
// refusals are `success: false` with an error text, spec section 8).
const festivalCalls = [
  'checkFestivalTicketAvailability',
  'claimFestivalTicket',
  'confirmFestivalTicketPayment',
  'redeemFestivalTokens',
  'rateFestivalTastedWine',
  'admitFestivalTicket',
];
const documentedRefusals: Record<string, z.ZodType> = {
  'POST /api/auth/login-check 404': LoginCheckResponse,
  ...Object.fromEntries(
    festivalCalls.flatMap((call) =>
      [402, 403, 404, 409].map((status) => [`POST /fn/${call} ${status}`, FestivalFailure]),
    ),
  ),
};

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string }[];
  bodyFields: string[];
  bodySchema: unknown;
}

interface Sent {
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body: string | undefined;
  caller: 'anyone' | 'guest' | 'member';
  /** Sent as a stream with no Content-Length, so only counting can enforce the body limit. */
  chunked: boolean;
}

const hostile = fc.oneof(
  fc.constantFrom(
    "' OR 1=1--",
    '"; DROP TABLE events;--',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '..%2f..%2f',
    '\u0000',
    'wine\u0000id',
    '\ud800',
    'x\udfffy',
    '%00',
    '#{7*7}',
    '{{7*7}}',
    '',
    ' ',
    '-1',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{"$gt":""}',
    '🍷',
    '7f1c5e1a-3b2d-4c8e-9f10-2a4b6c8d0e1f',
    // Provider ids nobody issued: forged or stale ones must not reach the user as a 5xx.
    'pm_does_not_exist',
    'pi_forged_secret_forged',
    'seti_forged_secret_forged',
    'sub_nobody',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
);

const deep = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostile, { maxLength: 3 }),
  fc.dictionary(hostile, hostile, { maxKeys: 3 }),
  fc.constant(Array.from({ length: 5000 }, () => 'x')),
);

const bodyOf = (operation: Operation, schemas: Schemas): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    // Almost what the operation documents, so it gets past validation to the handler.
    {
      arbitrary: nearlyValid(operation.bodySchema, schemas, hostileValue).map((value) =>
        JSON.stringify(value),
      ),
      weight: 6,
    },
    // The operation's own fields with wrong, hostile or missing values.
    fc
      .record(Object.fromEntries(operation.bodyFields.map((field) => [field, hostileValue])), {
        requiredKeys: [],
      })
      .map((value) => JSON.stringify(value)),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.constantFrom('{', '{"a":', 'undefined', "{'a':1}", '[1,]', '\u0000', '"\\ud800"', '{"a":"\\u0000"}'),
    fc.constantFrom(deep(3000), JSON.stringify({ big: 'x'.repeat(70 * 1024) }), `[${'1,'.repeat(30_000)}1]`),
  );

// As a client would put a lone surrogate on the wire (encodeURIComponent refuses to): its three
// UTF-8-style bytes, which no decoder accepts.
const percentEncoded = (value: string) =>
  Array.from(value, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 2 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');

// Header values are bytes: what fetch can send at all.
const headerValue = hostile.filter((value) => /^[\x20-\x7e]*$/.test(value) && value.length < 1000);

function requestsFor(operation: Operation, schemas: Schemas): fc.Arbitrary<Sent> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const headerNames = operation.parameters.filter((p) => p.in === 'header').map((p) => p.name);
  return fc.record({
    path: fc.tuple(...pathParams.map(() => fc.tuple(hostile, fc.boolean()))).map((values) =>
      pathParams.reduce((path, param, index) => {
        const [value, encoded] = values[index] ?? ['', true];
        return path.replace(`{${param.name}}`, encoded ? percentEncoded(value) : value);
      }, operation.path),
    ),
    query: fc.array(fc.tuple(fc.constantFrom(...queryNames, 'extra'), hostile), { maxLength: 4 }),
    headers: fc.record(
      {
        'content-type': fc.oneof(
          { arbitrary: fc.constant('application/json'), weight: 6 },
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
          ),
        ),
        ...Object.fromEntries(headerNames.map((name) => [name, headerValue])),
        'x-region': fc.oneof(
          { arbitrary: fc.constant('GB'), weight: 6 },
          fc.constantFrom('gb', 'XX', "' OR 1=1--"),
        ),
      },
      { requiredKeys: [] },
    ),
    body: bodyOf(operation, schemas),
    // Half with a valid token: a guest's or a registered member's (the card and club routes).
    caller: fc.constantFrom('anyone', 'anyone', 'guest', 'member'),
    chunked: fc.boolean(),
  });
}

function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 16 * 1024)
        controller.enqueue(bytes.subarray(at, at + 16 * 1024));
      controller.close();
    },
  });
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// The parts of /openapi.json the fuzzer needs to reach each operation.
const OpenApiOperation = z.object({
  parameters: z.array(z.object({ name: z.string(), in: z.string() })).default([]),
  requestBody: z
    .object({
      content: z.record(
        z.string(),
        z.object({
          schema: z.looseObject({ properties: z.record(z.string(), z.unknown()).optional() }).optional(),
        }),
      ),
    })
    .optional(),
});
const OpenApiDocument = z.object({
  components: z.object({ schemas: z.record(z.string(), z.unknown()).default({}) }).default({ schemas: {} }),
  paths: z.record(
    z.string(),
    z.partialRecord(z.enum(['get', 'post', 'put', 'patch', 'delete']), OpenApiOperation),
  ),
});

function operationsOf(document: z.infer<typeof OpenApiDocument>): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, spec]) => ({
      method: method.toUpperCase(),
      path,
      parameters: spec.parameters,
      bodyFields: Object.keys(spec.requestBody?.content['application/json']?.schema?.properties ?? {}),
      bodySchema: spec.requestBody?.content['application/json']?.schema,
    })),
  );
}

describe('the gateway under malformed requests', () => {
  let db: TestDatabase;
  let gateway: Awaited<ReturnType<typeof startGatewayProcess>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    const redis = new URL(inject('services').redisUrl);
    redis.searchParams.set('keyPrefix', `${uniqueName('fuzz_')}:`);
    gateway = await startGatewayProcess({
      DATABASE_URL: db.url,
      REDIS_URL: redis.toString(),
      TRUSTED_PROXIES: '127.0.0.1,::1',
    });
  }, 90_000);

  afterAll(async () => {
    await gateway?.stop();
    await db?.drop();
  });

  it('answers every documented operation with no 5xx and only enveloped refusals', async () => {
    const document = OpenApiDocument.parse(await (await fetch(`${gateway.url}/openapi.json`)).json());
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(10);

    // Sessions of their own per operation: the fuzzer signs its callers out.
    const sessions = new Map<Operation, { guest: string; member: string }>();
    for (const [index, operation] of operations.entries()) {
      sessions.set(operation, await fuzzSessions(gateway.url, index));
    }

    const send = async (operation: Operation, sent: Sent, tokens: { guest: string; member: string }) => {
      const url = new URL(`${gateway.url}${sent.path}`);
      for (const [name, value] of sent.query) url.searchParams.append(name, value);
      const hasBody = sent.body !== undefined && operation.method !== 'GET';
      const response = await fetch(url, {
        method: operation.method,
        redirect: 'manual',
        headers: {
          ...sent.headers,
          ...(sent.caller === 'anyone' ? {} : { authorization: `Bearer ${tokens[sent.caller]}` }),
        },
        ...(hasBody && sent.chunked ? { body: streamOf(sent.body ?? ''), duplex: 'half' as const } : {}),
        ...(hasBody && !sent.chunked ? { body: sent.body } : {}),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status >= 500) return `${response.status}: ${text.slice(0, 200)}`;
      if (response.status < 400) return undefined;
      const schema =
        documentedRefusals[`${operation.method} ${operation.path} ${response.status}`] ?? ErrorEnvelope;
      const parsed = schema.safeParse(parsedJson(text));
      return parsed.success ? undefined : `${response.status} outside the envelope: ${text.slice(0, 200)}`;
    };

    const failures: string[] = [];
    const fuzz = async (operation: Operation) => {
      const tokens = sessions.get(operation) ?? { guest: '', member: '' };
      const result = await fc.check(
        fc.asyncProperty(requestsFor(operation, document.components.schemas), async (sent) => {
          const failure = await send(operation, sent, tokens).catch(
            (error: unknown) => `no answer: ${String(error)}`,
          );
          if (failure) throw new Error(failure);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (result.failed) {
        const sent = JSON.stringify(result.counterexample?.[0]).slice(0, 400);
        failures.push(`${operation.method} ${operation.path}: ${result.errorInstance} <- ${sent}`);
      }
    };
    const queue = [...operations];
    await Promise.all(
      Array.from({ length: PARALLEL_OPERATIONS }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await fuzz(next);
      }),
    );

    expect(failures, gateway.log().slice(-4000)).toEqual([]);
    // About a minute on a quiet machine; a busy one (several suites at once) takes minutes.
  }, 300_000);
});
