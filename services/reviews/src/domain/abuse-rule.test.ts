import { describe, expect, it } from 'vitest';
import { HELD_FOR_BURST, HELD_FOR_SAME_WORDS, holdReason } from './abuse-rule.ts';

const words = 'lovely gooseberry and flint';

describe('the abuse rule', () => {
  it('lets an ordinary review through', () =>
    expect(holdReason({ textKey: words, sameWordsElsewhere: false, writtenRecently: 1 })).toBeNull());

  it('holds the same words from another account', () =>
    expect(holdReason({ textKey: words, sameWordsElsewhere: true, writtenRecently: 0 })).toBe(
      HELD_FOR_SAME_WORDS,
    ));

  it('does not mind short common words from several accounts', () =>
    expect(holdReason({ textKey: 'lovely', sameWordsElsewhere: true, writtenRecently: 0 })).toBeNull());

  it('holds the sixth review from one account within the window', () => {
    expect(holdReason({ textKey: words, sameWordsElsewhere: false, writtenRecently: 4 })).toBeNull();
    expect(holdReason({ textKey: words, sameWordsElsewhere: false, writtenRecently: 5 })).toBe(
      HELD_FOR_BURST,
    );
  });
});
