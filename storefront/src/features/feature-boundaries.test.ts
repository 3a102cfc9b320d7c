import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// House style: features never import each other; src/routes composes them. This keeps a
// feature removable and its tests local.
const FEATURES = fileURLToPath(new URL('.', import.meta.url));
const IMPORT = /from\s+'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('feature boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(FEATURES)) {
      const feature = relative(FEATURES, file).split(sep)[0];
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        if (!specifier?.startsWith('.')) continue;
        const target = relative(FEATURES, join(file, '..', specifier)).split(sep);
        const leavesFeatures = target[0] === '..';
        if (!leavesFeatures && target.length > 1 && target[0] !== feature) {
          crossings.push(`${relative(FEATURES, file)} -> ${specifier}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});
