import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { strongEtag } from '@wine/platform/http/entity-tags';

/** One file of the built storefront, held in memory with the encodings the build made of it. */
export interface StorefrontFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * The build's files by URL path ('/assets/index-abc.js'), read once at start: the whole build
 * is a few hundred KiB compressed, and a deploy replaces the process anyway. Source maps, files
 * of unknown type and the server entry (`ssr/`, run by the gateway itself) are not served.
 */
export async function loadStorefrontFiles(dir: string): Promise<Map<string, StorefrontFile>> {
  const files = new Map<string, StorefrontFile>();
  const paths: string[] = [];
  for await (const path of walk(dir)) paths.push(path);
  const present = new Set(paths);
  for (const path of paths) {
    const type = TYPES[extname(path)];
    if (!type) continue;
    const body = await readFile(path);
    const br = present.has(`${path}.br`) ? await readFile(`${path}.br`) : undefined;
    const gzip = present.has(`${path}.gz`) ? await readFile(`${path}.gz`) : undefined;
    const etag = strongEtag(body);
    const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
    if (urlPath.startsWith('/ssr/')) continue;
    files.set(urlPath, { body, type, etag, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) });
  }
  return files;
}

/** A file made when the gateway starts (the shell with its stylesheet inlined), compressed as the build compresses. */
export function compressedFile(body: Buffer, type: string): StorefrontFile {
  return {
    body,
    type,
    etag: strongEtag(body),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}
