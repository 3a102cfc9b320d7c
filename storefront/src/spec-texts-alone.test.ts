import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultErrorMessages } from '@wine/contracts/errors';
import * as messages from '@wine/contracts/messages';
import { describe, expect, it } from 'vitest';

// Issue 36, rule 9: the spec's texts are shown word for word and alone. This reads the
// storefront's source for two ways a text gains words: a literal that holds a spec text and more,
// and an error's message (the spec's API error texts) with words put after it.

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : [];

// Section 8's API error texts (the first six of the mapping) and every text in messages.ts.
const API_TEXTS = ['AUTH_REQUIRED', 'VALIDATION_ERROR', 'SERVER_ERROR', 'TIMEOUT', 'NETWORK_ERROR'] as const;
const SPEC_TEXTS = [
  ...API_TEXTS.map((code) => defaultErrorMessages[code]),
  ...textsOf(messages).filter((text) => text.length > 12 && !text.startsWith('custom/')),
];

const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g;
// `${error.message}. Please try again.` in a template, or {error.message}. Check ... in JSX.
const MESSAGE_WITH_WORDS = /\$\{[\w.?]*\.message\}[^`}]|\{[\w.?]*\.message\}[^\S\n]*[^\s<{/]/;

describe('spec texts in the storefront (issue 36, rule 9)', () => {
  const files = sourceFiles(SRC).map((path) => ({
    path: relative(SRC, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('reads the whole storefront', () => expect(files.length).toBeGreaterThan(200));

  it('never holds a spec text with words added in the same literal', () => {
    const grown: string[] = [];
    for (const { path, text } of files) {
      for (const match of text.matchAll(LITERAL)) {
        const literal = match[1] ?? match[2] ?? match[3] ?? '';
        for (const spec of SPEC_TEXTS) {
          if (literal !== spec && literal.includes(spec)) grown.push(`${path}: ${literal}`);
        }
      }
    }
    expect(grown).toEqual([]);
  });

  it("never puts words after an error's message", () => {
    const grown = files.flatMap(({ path, text }) =>
      text
        .split('\n')
        .flatMap((line, n) => (MESSAGE_WITH_WORDS.test(line) ? [`${path}:${n + 1}: ${line.trim()}`] : [])),
    );
    expect(grown).toEqual([]);
  });
});
