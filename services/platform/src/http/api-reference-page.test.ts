import { describe, expect, it } from 'vitest';
import { renderApiReference } from './api-reference-page.ts';

describe('renderApiReference', () => {
  const page = renderApiReference({
    openapi: '3.1.0',
    info: { title: 'orders API', version: '1.0.0' },
    paths: {
      '/orders/{id}': {
        get: {
          summary: 'Find an order <script>alert(1)</script>',
          responses: {
            200: {
              description: 'The order',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } },
            },
          },
        },
      },
    },
    components: { schemas: { Order: { type: 'object' } } },
  });

  it('lists each operation with its method, path and summary, escaped', () => {
    expect(page).toContain(
      '<span class="method get">GET</span> <code>/orders/{id}</code> Find an order &#60;script&#62;',
    );
    expect(page).not.toContain('<script>');
  });

  it('links schema references to the schema list', () => {
    expect(page).toContain('<a href="#schema-Order">#/components/schemas/Order</a>');
    expect(page).toContain('<details id="schema-Order">');
  });
});
