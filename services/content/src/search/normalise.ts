/** Lower case, accents folded ("Rías" → "rias"): how names are matched and words looked up. */
export const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A number (a vintage, a bottle size): searched as it is, never corrected to another. */
export const isNumber = (word: string): boolean => /^[0-9]+$/.test(word);

/** The words of a text, as the lexicon keeps them: normalised, three letters or more, no numbers. */
export const wordsOf = (text: string): string[] =>
  normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && word.length <= 40 && !isNumber(word));

/** The grapes of a catalogue varietal ("Grenache, Syrah, Mourvèdre"), normalised. */
export const grapeKeysOf = (varietal: string): string[] =>
  varietal
    .split(/,|\//)
    .map((grape) => normalise(grape).trim())
    .filter(Boolean);
