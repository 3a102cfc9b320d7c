import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ContentFile } from './content-file.ts';

/** Every Markdown file under the folder, paths relative to it with forward slashes, in name order. */
export async function readContentFolder(dir: string): Promise<ContentFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((e) => e.isFile() && e.name.endsWith('.md') && e.name !== 'README.md')
    .map((e) => join(e.parentPath, e.name))
    .sort();
  return Promise.all(
    paths.map(async (path) => ({
      path: relative(dir, path).split(sep).join('/'),
      text: await readFile(path, 'utf8'),
    })),
  );
}
