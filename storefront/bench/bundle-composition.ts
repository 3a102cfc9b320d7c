import { decode } from '@jridgewell/sourcemap-codec';

/** The parts of a source map the attribution reads (the build writes them beside each chunk). */
export interface SourceMapText {
  sources: string[];
  mappings: string;
}

export interface Part {
  /** An npm package (`react-dom`, `@tanstack/router-core`), `contracts`, `app` or `bundler`. */
  owner: string;
  bytes: number;
  /** What the whole chunk's gzip shrinks by without this owner's code: its real cost on the wire. */
  gzipBytes: number;
}

export interface Composition {
  parts: Part[];
  gzipBytes: number;
  /**
   * The gzip size of the packages' code alone, those named as able to leave aside: what no change
   * to the app can go below.
   */
  packagesGzipBytes: number;
  /** The app's own modules, largest first: where what is left of the app's share lives. */
  appModules: Array<{ source: string; bytes: number }>;
}

// Code with no source behind it is what the bundler writes itself: the CommonJS interop helpers,
// the preload helper with its list of lazy chunks, CSS modules' class-name maps.
const BUNDLER = 'bundler';

export function ownerOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (pkg?.[1]) return pkg[1];
  if (/(^|\/)contracts\/src\//.test(source)) return 'contracts';
  return 'app';
}

/** Each run of generated code with the source it came from, in the chunk's order. */
export function attribute(
  code: string,
  map: SourceMapText,
): Array<{ source: string | undefined; text: string }> {
  const runs: Array<{ source: string | undefined; text: string }> = [];
  const lines = decode(map.mappings);
  const codeLines = code.split('\n');
  codeLines.forEach((line, index) => {
    let from = 0;
    let source: string | undefined;
    for (const segment of lines[index] ?? []) {
      runs.push({ source, text: line.slice(from, segment[0]) });
      from = segment[0];
      const sourceIndex = segment[1];
      source = sourceIndex === undefined ? undefined : map.sources[sourceIndex];
    }
    runs.push({ source, text: line.slice(from) + (index < codeLines.length - 1 ? '\n' : '') });
  });
  return runs.filter((run) => run.text.length > 0);
}

/**
 * What a chunk is made of, by owner. Sizes alone overstate a part's cost (code compresses
 * against the rest of the chunk), so each part's gzip figure is the chunk's gzip size minus
 * the gzip size of the chunk without it.
 */
export function compose(
  code: string,
  map: SourceMapText,
  gzip: (text: string) => number,
  leavable: readonly string[] = [],
): Composition {
  const runs = attribute(code, map).map((run) => ({
    ...run,
    owner: run.source === undefined ? BUNDLER : ownerOf(run.source),
  }));
  const textOf = (keep: (owner: string) => boolean) =>
    runs
      .filter((run) => keep(run.owner))
      .map((run) => run.text)
      .join('');
  const gzipBytes = gzip(code);
  const owners = [...new Set(runs.map((run) => run.owner))];
  const parts = owners
    .map((owner) => ({
      owner,
      bytes: Buffer.byteLength(textOf((o) => o === owner)),
      gzipBytes: gzipBytes - gzip(textOf((o) => o !== owner)),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const appBytes = new Map<string, number>();
  for (const run of runs) {
    if (run.owner !== 'app' || run.source === undefined) continue;
    appBytes.set(run.source, (appBytes.get(run.source) ?? 0) + Buffer.byteLength(run.text));
  }
  const appModules = [...appBytes]
    .map(([source, bytes]) => ({ source: source.replace(/^(\.\.\/)+(storefront\/)?/, ''), bytes }))
    .sort((a, b) => b.bytes - a.bytes);
  const isPackage = (owner: string) =>
    owner !== 'app' && owner !== 'contracts' && owner !== BUNDLER && !leavable.includes(owner);
  return { parts, gzipBytes, packagesGzipBytes: gzip(textOf(isPackage)), appModules };
}
