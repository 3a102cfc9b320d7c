import { join } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the server entry goes, inside the client build: `.mjs` files, which the gateway never serves. */
export const SSR_DIR = 'ssr';
export const SSR_ENTRY = 'entry-server.mjs';

/**
 * After the client build, the same app built for Node (`src/entry-server.tsx`) into
 * `<outDir>/ssr/`, so every way of building the storefront (make start, the e2e, the benches)
 * yields both. Everything is bundled in (no node_modules needed beside it), so a build in a
 * temporary directory runs as well as one in `storefront/dist`.
 */
export const ssrBuild = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'ssr-build',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: join(config.root, 'src/entry-server.tsx'),
          outDir: join(config.build.outDir, SSR_DIR),
          emptyOutDir: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
        },
      });
    },
  };
};
