// Writes the gateway's OpenAPI document to the file named: `tsx write-openapi.ts <file>`.
import { writeFileSync } from 'node:fs';
import { gatewayOpenApiDocument } from './gateway-openapi.ts';

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: write-openapi.ts <file>');
  process.exit(2);
}
writeFileSync(file, `${JSON.stringify(await gatewayOpenApiDocument(), null, 2)}\n`);
