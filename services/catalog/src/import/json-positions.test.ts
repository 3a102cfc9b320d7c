import { describe, expect, it } from 'vitest';
import { arrayElementLines, lineAt } from './json-positions.ts';

describe('arrayElementLines', () => {
  it('finds the line each element of a top-level array starts on', () => {
    const text = JSON.stringify(
      { drops: [{ a: 1 }], wines: [{ a: 1 }, 'x', [1, 2], { b: { c: [3] } }] },
      null,
      2,
    );
    const lines = text.split('\n');
    const found = arrayElementLines(text, 'wines');
    expect(found).toHaveLength(4);
    expect(lines[(found[0] ?? 0) - 1]?.trim()).toBe('{');
    expect(lines[(found[1] ?? 0) - 1]?.trim()).toBe('"x",');
    expect(arrayElementLines(text, 'drops')).toHaveLength(1);
  });

  it('is not fooled by brackets, quotes and the key inside strings or nested objects', () => {
    const text =
      '{"note": "wines: [\\"a\\", {", "nested": {"wines": [1, 2]},\n"wines": [\n{"name": "[x]"},\n{"name": "y"}]}';
    expect(arrayElementLines(text, 'wines')).toEqual([3, 4]);
  });

  it('finds nothing for an empty or missing array', () => {
    expect(arrayElementLines('{"wines": []}', 'wines')).toEqual([]);
    expect(arrayElementLines('{"drops": [1]}', 'wines')).toEqual([]);
  });
});

describe('lineAt', () => {
  it('counts lines up to an offset', () => expect(lineAt('a\nb\nc', 4)).toBe(3));
});
