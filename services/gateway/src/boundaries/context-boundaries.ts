import { posix } from 'node:path';

// What keeps the bounded contexts apart, and keeps each from growing its own HTTP kit: a context
// imports `@wine/contracts` and `@wine/platform` only (the gateway composes contexts; events carry
// the rest), and takes caller, viewer, client address and response helpers from
// `@wine/platform/http` instead of defining them again. The gateway sees a context through its
// public modules only, the files at the root of its `src/`: its face (`create-<context>.ts`),
// settings and migrations; everything in a folder is the context's own business.

export interface SourceFile {
  /** Relative to the repository, e.g. `services/orders/src/http/orders-router.ts`. */
  path: string;
  text: string;
}

/** Not contexts: the shared kit, and the one place that composes contexts. */
const NOT_CONTEXTS = new Set(['platform', 'gateway']);
const SHARED_PACKAGES = new Set(['contracts', 'platform']);

const KIT_HELPERS = [
  'callerOf',
  'callerId',
  'viewerOf',
  'ViewerOf',
  'Viewer',
  'guestsOnly',
  'clientAddress',
  'clientAddressOf',
  'clientIp',
  'trustedProxies',
  'jsonContent',
  'serialisedJson',
  'errorResponse',
  'errorResponses',
];
const KIT_DEFINITION = new RegExp(
  `^(?:export\\s+)?(?:async\\s+)?(?:function|const|let|type|interface|class)\\s+(${KIT_HELPERS.join('|')})\\b`,
  'gm',
);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'([^']+)'/g;

const contextOf = (path: string): string | null => {
  const [root, name] = path.split('/');
  return root === 'services' && name !== undefined && !NOT_CONTEXTS.has(name) ? name : null;
};

const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/testing/');

/** `services/<context>/src/<folder>/...`, reached from the gateway by package or by path. */
function internalsOf(gatewayFile: string, specifier: string): boolean {
  const byPackage = /^@wine\/([^/]+)\/(.+)$/.exec(specifier);
  if (byPackage) return !SHARED_PACKAGES.has(byPackage[1] ?? '') && (byPackage[2] ?? '').includes('/');
  if (!specifier.startsWith('.')) return false;
  const target = posix.normalize(posix.join(posix.dirname(gatewayFile), specifier));
  const [, , src, ...rest] = target.split('/');
  return contextOf(target) !== null && !(src === 'src' && rest.length === 1);
}

/** The gateway's own code (its tests may look inside a context to arrange and observe). */
function gatewayProblems(path: string, text: string): string[] {
  if (!path.startsWith('services/gateway/') || isTestCode(path)) return [];
  return [...text.matchAll(IMPORT)]
    .map(([, specifier = '']) => specifier)
    .filter((specifier) => internalsOf(path, specifier))
    .map(
      (specifier) => `${path} imports a context's internals: ${specifier} (take its face from its src root)`,
    );
}

/** Each line says which file breaks which rule; none when every context keeps to its own. */
export function boundaryProblems(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const { path, text } of files) {
    problems.push(...gatewayProblems(path, text));
    const context = contextOf(path);
    if (!context) continue;
    for (const [, specifier = ''] of text.matchAll(IMPORT)) {
      const pkg = /^@wine\/([^/]+)/.exec(specifier)?.[1];
      if (pkg !== undefined && pkg !== context && !SHARED_PACKAGES.has(pkg)) {
        problems.push(`${path} imports another context: ${specifier}`);
      }
      if (specifier.startsWith('.')) {
        const target = posix.normalize(posix.join(posix.dirname(path), specifier));
        if (!target.startsWith(`services/${context}/`)) {
          problems.push(`${path} reaches outside its context: ${specifier}`);
        }
      }
    }
    if (isTestCode(path)) continue;
    for (const [, name] of text.matchAll(KIT_DEFINITION)) {
      problems.push(`${path} defines its own ${name}: take it from @wine/platform/http`);
    }
    if (/x-forwarded-for/i.test(text)) {
      problems.push(`${path} reads X-Forwarded-For itself: use clientAddressOf from @wine/platform/http`);
    }
  }
  return problems;
}
