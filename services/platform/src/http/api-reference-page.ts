import type { OpenAPIHono } from '@hono/zod-openapi';

export type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;
type Operation = NonNullable<NonNullable<OpenApiDocument['paths']>[string]['get']>;

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

// Schemas are shown as JSON; `$ref`s become links to the schema list further down the page.
function schemaBlock(schema: unknown): string {
  const json = escapeHtml(JSON.stringify(schema, null, 2));
  const linked = json.replace(
    /&#34;#\/components\/schemas\/([\w.-]+)&#34;/g,
    (_, name: string) => `<a href="#schema-${name}">#/components/schemas/${name}</a>`,
  );
  return `<pre>${linked}</pre>`;
}

function contentBlocks(content: Record<string, { schema?: unknown }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, media]) => `<div class="media">${escapeHtml(type)}</div>${schemaBlock(media.schema ?? {})}`)
    .join('');
}

function operationSection(path: string, method: string, operation: Operation): string {
  const parameters = (operation.parameters ?? [])
    .map((p) =>
      '$ref' in p
        ? `<li>${escapeHtml(p.$ref)}</li>`
        : `<li><code>${escapeHtml(p.name)}</code> in ${escapeHtml(p.in)}${p.required ? ' (required)' : ''}${
            p.description ? ` — ${escapeHtml(p.description)}` : ''
          }${p.schema ? schemaBlock(p.schema) : ''}</li>`,
    )
    .join('');
  const body = operation.requestBody;
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) =>
      '$ref' in response
        ? `<li>${escapeHtml(status)}: ${escapeHtml(response.$ref)}</li>`
        : `<li><b>${escapeHtml(status)}</b> ${escapeHtml(response.description ?? '')}${contentBlocks(response.content)}</li>`,
    )
    .join('');
  return `<details>
<summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> ${escapeHtml(operation.summary ?? '')}</summary>
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
${parameters ? `<h4>Parameters</h4><ul>${parameters}</ul>` : ''}
${body ? `<h4>Request body</h4>${'$ref' in body ? escapeHtml(body.$ref) : contentBlocks(body.content)}` : ''}
<h4>Responses</h4><ul>${responses}</ul>
</details>`;
}

/**
 * A self-contained HTML reference of the OpenAPI document: no CDN (the stack runs offline),
 * no script, every operation with its parameters, bodies and responses, then every schema.
 */
export function renderApiReference(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation ? [operationSection(path, method, operation)] : [];
    }),
  );
  const schemas = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<details id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary>${schemaBlock(schema)}</details>`,
  );
  const title = escapeHtml(`${document.info.title} ${document.info.version}`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#222}
details{border:1px solid #ddd;border-radius:6px;margin:.5rem 0;padding:.5rem .75rem}
summary{cursor:pointer}pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:13px}
.method{display:inline-block;min-width:4.5em;font-weight:600;text-align:center;border-radius:4px;color:#fff;background:#555}
.get{background:#2a7ab0}.post{background:#2f8f4e}.put,.patch{background:#b07a1a}.delete{background:#b03a2a}
.media{color:#666;font-size:13px}
</style></head><body>
<h1>${title}</h1>
<p>OpenAPI document: <a href="/openapi.json">/openapi.json</a></p>
<h2>Operations</h2>
${operations.join('\n') || '<p>No operations.</p>'}
<h2>Schemas</h2>
${schemas.join('\n') || '<p>No schemas.</p>'}
</body></html>`;
}
