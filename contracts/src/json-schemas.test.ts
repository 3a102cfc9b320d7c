import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventUnions, publishedSchemas } from './json-schemas.ts';
import { SCHEMA_DIR, schemaFileText } from './write-json-schemas.ts';

const committed = () =>
  readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort();

// Every `export const X = eventUnion(` in contracts, by file: a new stream's union is published too.
async function declaredUnions(): Promise<unknown[]> {
  const root = new URL('.', import.meta.url).pathname;
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const unions: unknown[] = [];
  for (const file of files) {
    const names = [...readFileSync(join(root, file), 'utf8').matchAll(/export const (\w+) = eventUnion\(/g)];
    if (names.length === 0) continue;
    const module = (await import(join(root, file))) as Record<string, unknown>;
    for (const [, name] of names) unions.push(module[name as string]);
  }
  return unions;
}

describe('the published JSON Schemas (contracts/json-schema)', () => {
  it("cover every stream's event union declared in contracts", async () => {
    const declared = await declaredUnions();
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((union) => !(eventUnions as unknown[]).includes(union))).toEqual([]);
  });

  it('are exactly what the zod schemas generate: run `npm run schemas` after changing an event', () => {
    const generated = publishedSchemas();
    expect(committed()).toEqual(generated.map((s) => s.path).sort());
    for (const { path, json } of generated) {
      expect(readFileSync(join(SCHEMA_DIR, path), 'utf8'), path).toBe(schemaFileText(json));
    }
  });

  it('cover every analytics message and name each event type once, at its schemaVersion', () => {
    const paths = publishedSchemas().map((s) => s.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'analytics/PageViewed.v1.json',
        'analytics/PageViewed.v2.json',
        'analytics/ConversionEventReceived.v1.json',
        'analytics/ConversionEventReceived.v2.json',
        'analytics/AbGroupAssigned.v1.json',
        'analytics/AbGroupAssigned.v2.json',
        'events/OrderPlaced.v1.json',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => /^(analytics|events)\/[A-Za-z]+\.v\d+\.json$/.test(p))).toBe(true);
  });
});
