// The words seeded reviews are made of: an opening, what they tasted (from
// the wine's own tasting notes), an occasion and a verdict. Combined per review, deterministic.

export const OPENINGS: Record<number, string[]> = {
  5: ['Outstanding.', 'An absolute gem.', 'Superb bottle.', 'Everything I hoped for.', 'Stunning wine.'],
  4: [
    'Very good indeed.',
    'Really enjoyable.',
    'Lovely wine.',
    'Great value for the quality.',
    'A solid bottle.',
  ],
  3: ['Decent enough.', 'Pleasant but not memorable.', 'Fine for the price.', 'A bit mixed.', 'Okay.'],
  2: ['Disappointing.', 'Not for me.', 'Expected more.', 'Rather flat.', 'Underwhelming.'],
  1: ['Poor, sadly.', 'Would not buy again.', 'Very disappointing.', 'Not good.', 'Sadly undrinkable.'],
};

export const OCCASIONS = [
  'Opened it for a Sunday roast with family',
  'Shared it with friends over a long dinner',
  'Had it with a simple pasta on a weeknight',
  'Took a bottle to a birthday barbecue',
  'Drank it slowly over two evenings',
  'Served it at a small dinner party',
  'Tried it on its own before dinner',
];

/** Second thoughts, for the longer reviews. */
export const REFLECTIONS = [
  'It opened up nicely after half an hour in the glass, with more depth than I expected at this price',
  'The balance between fruit and freshness felt just right, and nobody at the table left a drop',
  'I compared it with a bottle twice the price from the supermarket and honestly preferred this one',
  'It was even better the next day with the last glass, softer and rounder',
];

export const VERDICTS: Record<number, string[]> = {
  5: [
    'Will be ordering a case.',
    'Already bought more.',
    'Worth every penny.',
    'One of the best deals here.',
  ],
  4: ['Would buy again.', 'Good with food.', 'Happy with this one.', 'Better on the second day.'],
  3: [
    'Drinkable, nothing more.',
    'Might try the next vintage.',
    'Needs food to shine.',
    'Fair for the money.',
  ],
  2: [
    'Probably will not reorder.',
    'Too thin for my taste.',
    'The finish was short.',
    'Not worth the price.',
  ],
  1: ['Poured most of it away.', 'Tasted tired.', 'Not what the notes promised.', 'Avoid.'],
};

export const APP_REVIEWS: [number, string][] = [
  [5, 'Brilliant deals every day and delivery is always quick. The daily drop is the first thing I check.'],
  [5, 'Great app, easy to use, and the member prices make a real difference.'],
  [5, 'Love the curated selection. Found some wonderful bottles I would never have tried.'],
  [4, 'Very good overall. Would love more filters in the shop, but the wines are excellent.'],
  [5, 'Customer service sorted a broken bottle the same day. Impressed.'],
  [5, 'The case-filling meter is genius, always ends with a great mixed case.'],
  [4, 'Good prices and clear descriptions. Delivery slots could be more flexible.'],
  [5, 'Been a member for a year, saved a fortune on wines I actually enjoy.'],
  [3, 'Decent app but it logged me out a couple of times.'],
  [5, 'Fast, friendly and the tasting notes are spot on.'],
];
