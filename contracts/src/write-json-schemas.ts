// npm run schemas: writes contracts/json-schema/ from the zod schemas (json-schemas.ts). Run it
// after changing an event or an analytics message; json-schemas.test.ts fails until it is run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishedSchemas } from './json-schemas.ts';

export const SCHEMA_DIR = fileURLToPath(new URL('../json-schema/', import.meta.url));

/** A schema file's text: two-space JSON and a final newline, as biome would leave it. */
export const schemaFileText = (json: object) => `${JSON.stringify(json, null, 2)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(SCHEMA_DIR, { recursive: true, force: true });
  const schemas = publishedSchemas();
  for (const { path, json } of schemas) {
    const file = join(SCHEMA_DIR, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, schemaFileText(json));
  }
  console.log(`wrote ${schemas.length} schemas under contracts/json-schema/`);
}
