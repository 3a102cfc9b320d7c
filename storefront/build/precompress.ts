import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest levels: compressed
 * once here instead of on every request, and the gateway sends whichever the browser takes.
 */
export const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  async writeBundle(options) {
    const dir = options.dir;
    if (!dir) return;
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    await Promise.all(
      entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map(async (entry) => {
          const path = join(entry.parentPath, entry.name);
          const body = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
    );
  },
});
