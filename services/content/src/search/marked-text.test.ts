import { describe, expect, it } from 'vitest';
import { HIT_END, HIT_START, markedOf } from './marked-text.ts';

describe('text marked by the highlighter', () => {
  it('is cut into pieces, the hits marked', () =>
    expect(markedOf(`Pazo ${HIT_START}Rías${HIT_END} ${HIT_START}Baixas${HIT_END}`)).toEqual([
      { text: 'Pazo ', hit: false },
      { text: 'Rías', hit: true },
      { text: ' ', hit: false },
      { text: 'Baixas', hit: true },
    ]));

  it('keeps markup as text: the storefront never reads it as HTML', () =>
    expect(markedOf(`<b>${HIT_START}x${HIT_END}</b>`)).toEqual([
      { text: '<b>', hit: false },
      { text: 'x', hit: true },
      { text: '</b>', hit: false },
    ]));

  it('is one plain piece when nothing matched', () =>
    expect(markedOf('Malbec')).toEqual([{ text: 'Malbec', hit: false }]));
});
