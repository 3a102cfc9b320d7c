import fc from 'fast-check';
import { z } from 'zod';

// The JSON Schema keywords of an OpenAPI 3.1 document this generator follows; others are ignored.
const SchemaNode = z.looseObject({
  $ref: z.string().optional(),
  type: z.union([z.string(), z.array(z.string())]).optional(),
  format: z.string().optional(),
  enum: z.array(z.unknown()).min(1).optional(),
  const: z.unknown().optional(),
  anyOf: z.array(z.unknown()).min(1).optional(),
  oneOf: z.array(z.unknown()).min(1).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  required: z.array(z.string()).optional(),
  items: z.unknown().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  minItems: z.number().optional(),
  maxItems: z.number().optional(),
  pattern: z.string().optional(),
});

export type Schemas = Record<string, unknown>;

const MAX_DEPTH = 6;

function validString(node: z.infer<typeof SchemaNode>): fc.Arbitrary<string> {
  if (node.pattern !== undefined) {
    const pattern = new RegExp(node.pattern);
    // A pattern also bounded by length: keep to the samples that fit.
    return fc
      .stringMatching(pattern)
      .filter((s) => s.length >= (node.minLength ?? 0) && s.length <= (node.maxLength ?? 500));
  }
  switch (node.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.constantFrom('fuzz@example.com', 'a.b+c@example.org');
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc.constantFrom('2026-01-01', '1999-12-31');
    case 'uri':
    case 'url':
      return fc.constantFrom('https://example.com/', 'http://127.0.0.1/x');
    default:
      return fc.string({
        minLength: node.minLength ?? 0,
        maxLength: Math.max(node.minLength ?? 0, Math.min(node.maxLength ?? 20, 40)),
      });
  }
}

/**
 * Values shaped like `schema` (so they pass a route's validation and reach its handler) with a
 * hostile value in place of any part now and then: a request that is almost right probes deeper
 * than one refused at the door.
 */
export function nearlyValid(
  schema: unknown,
  schemas: Schemas,
  hostile: fc.Arbitrary<unknown>,
  depth = 0,
): fc.Arbitrary<unknown> {
  const parsed = SchemaNode.safeParse(schema);
  if (!parsed.success || depth > MAX_DEPTH) return hostile;
  const node = parsed.data;
  const inner = (child: unknown) => nearlyValid(child, schemas, hostile, depth + 1);
  let valid: fc.Arbitrary<unknown>;
  if (node.$ref !== undefined) {
    valid = inner(schemas[node.$ref.replace('#/components/schemas/', '')]);
  } else if (node.enum !== undefined) {
    valid = fc.constantFrom(...node.enum);
  } else if ('const' in node) {
    valid = fc.constant(node.const);
  } else if (node.anyOf ?? node.oneOf) {
    valid = fc.oneof(...(node.anyOf ?? node.oneOf ?? []).map(inner));
  } else {
    const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
    switch (type) {
      case 'string':
        valid = validString(node);
        break;
      case 'integer':
        valid = fc.integer({ min: Math.ceil(node.minimum ?? 0), max: Math.floor(node.maximum ?? 10_000) });
        break;
      case 'number':
        valid = fc.double({ min: node.minimum ?? 0, max: node.maximum ?? 10_000, noNaN: true });
        break;
      case 'boolean':
        valid = fc.boolean();
        break;
      case 'array':
        valid = fc.array(inner(node.items), {
          minLength: node.minItems ?? 0,
          maxLength: Math.max(node.minItems ?? 0, Math.min(node.maxItems ?? 3, 3)),
        });
        break;
      case 'object':
        valid = fc.record(
          Object.fromEntries(Object.entries(node.properties ?? {}).map(([k, v]) => [k, inner(v)])),
          {
            requiredKeys: node.required ?? [],
          },
        );
        break;
      default:
        valid = fc.jsonValue({ maxDepth: 2 });
    }
  }
  return fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: hostile, weight: 1 });
}
