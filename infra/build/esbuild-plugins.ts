import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';

const AGAIN = Symbol('resolving for npmPackagesWhereNodeFindsThem');

/** A path from `fromDir` to `to` as an import specifier (`./x`, `../y`), with forward slashes. */
function specifierFrom(fromDir: string, to: string): string {
  const path = relative(fromDir, to).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * npm packages stay imports (installed by `npm ci --omit=dev`), each resolving to the copy the
 * importing workspace resolves today: one hoisted to the root's node_modules by its name, one
 * nested in a workspace's own node_modules (another version than the root's) by its path, since
 * the bundle's folder would otherwise find the root's. Node's own modules stay imports; the
 * workspace's own packages are bundled.
 */
export function npmPackagesWhereNodeFindsThem(root: string, outDir: string): Plugin {
  const hoisted = `${root}node_modules${sep}`;
  return {
    name: 'npm-packages-where-node-finds-them',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === AGAIN || args.path.startsWith('@wine/')) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: AGAIN,
        });
        if (found.errors.length > 0) return { errors: found.errors };
        const packageDir = found.path.slice(0, found.path.lastIndexOf(`${sep}node_modules${sep}`) + 1);
        const isHoisted = `${packageDir}node_modules${sep}` === hoisted;
        return { path: isHoisted ? args.path : specifierFrom(outDir, found.path), external: true };
      });
    },
  };
}

/**
 * `import.meta.url` in a source file keeps meaning that file's place in the tree, so
 * `new URL('../migrations', import.meta.url)` still finds the migrations beside the sources
 * (the image keeps those folders, not the TypeScript) from a bundle in `outDir`.
 */
export function importMetaAtSource(outDir: string): Plugin {
  return {
    name: 'import-meta-at-source',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        const at = `new URL(${JSON.stringify(specifierFrom(outDir, args.path))}, import.meta.url)`;
        if (/import\.meta\.(dirname|filename)/.test(text))
          return {
            errors: [{ text: 'use new URL(..., import.meta.url): import.meta.dirname is not rewritten' }],
          };
        const contents = text.replaceAll('import.meta.url', `${at}.href`);
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}
