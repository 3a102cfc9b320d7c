import { createHash } from 'node:crypto';
import { SEED_REVIEWER_COUNT, seedReviewer } from '@wine/contracts/seed/seed-reviewers';
import { APP_REVIEWS, OCCASIONS, OPENINGS, REFLECTIONS, VERDICTS } from './seed-words.ts';

/** What the seed knows of a listed wine: from the catalog's WineListed events. */
export interface SeedWine {
  masterWineId: string;
  /** The catalog file's figures, which the seeded reviews are made to match. */
  rating: number;
  reviewCount: number;
  tastingNotes: string[];
  vintages: (number | null)[];
}

export interface SeedWineReview {
  reviewId: string;
  masterWineId: string;
  customerId: string;
  customerName: string;
  rating: number;
  tasteNotes: string;
  vintage: number | null;
  writtenForReward: boolean;
  submittedAt: string;
  /** Who the seed before seeded reviewers had accounts named as this review's author (no one). */
  formerCustomerId: string;
}

export interface SeedAppReview {
  reviewId: string;
  customerId: string;
  customerName: string;
  rating: number;
  review: string;
  submittedAt: string;
  formerCustomerId: string;
}

/** One seeded review for every SEED_SCALE the catalog file claims (at least 3 per wine). */
export const SEED_SCALE = 10;
const MIN_SEEDED = 3;
/** Seeded reviews fall between these dates. */
const FIRST_DAY = Date.parse('2024-01-01T00:00:00Z');
const SPAN_DAYS = 900;

/** A number in [0, 1) from a string: the same input always gives the same review. */
function unit(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0) / 2 ** 32;
}

const pick = <T>(items: readonly T[], ...seed: (string | number)[]): T =>
  items[Math.floor(unit(...seed) * items.length)] as T;

/** A stable RFC 9562 version-4-shaped id from a name. */
export function seedUuid(...parts: string[]): string {
  const hex = createHash('sha256')
    .update(`seed|${parts.join('|')}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * `count` whole-star ratings whose mean is `target` to one decimal: as even as possible, then
 * spread (a 4 and a 4 become a 3 and a 5, keeping the sum) so the distribution looks lived in.
 */
export function ratingsAveraging(target: number, count: number, seed: string): number[] {
  const sum = Math.round(target * count);
  const base = Math.floor(sum / count);
  const ratings = Array.from({ length: count }, (_, i) => (i < sum - base * count ? base + 1 : base));
  for (let i = 0; i + 1 < count; i += 2) {
    const [a, b] = [ratings[i] as number, ratings[i + 1] as number];
    if (a === b && a > 1 && b < 5 && unit(seed, 'spread', i) < 0.4) {
      ratings[i] = a - 1;
      ratings[i + 1] = b + 1;
    }
  }
  return ratings;
}

/**
 * The i-th reviewer of a wine: seeded customers taken in turn from a place of the wine's own, so
 * no one reviews a wine twice (a wine gets fewer reviews than there are reviewers) and each
 * reviewer writes about several wines, as people do.
 */
function reviewerOf(masterWineId: string, i: number) {
  if (i >= SEED_REVIEWER_COUNT)
    throw new Error(`More seeded reviews of ${masterWineId} than seeded reviewers`);
  return seedReviewer(
    (Math.floor(unit(masterWineId, 'reviewers') * SEED_REVIEWER_COUNT) + i) % SEED_REVIEWER_COUNT,
  );
}

const dayAt = (...seed: (string | number)[]) =>
  new Date(
    FIRST_DAY + Math.floor(unit(...seed, 'day') * SPAN_DAYS) * 86_400_000 + 19 * 3_600_000,
  ).toISOString();

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Two different notes of the wine ('cherry and spice'), or the one it has. */
function twoNotes(notes: string[], ...seed: (string | number)[]): string {
  const first = Math.floor(unit(...seed, 'n1') * notes.length);
  const second = (first + 1 + Math.floor(unit(...seed, 'n2') * (notes.length - 1))) % notes.length;
  return first === second ? (notes[first] as string) : `${notes[first]} and ${notes[second]}`;
}

function tasteNotes(rating: number, notes: string[], ...seed: (string | number)[]): string {
  const opening = pick(OPENINGS[rating] ?? [], ...seed, 'open');
  const verdict = pick(VERDICTS[rating] ?? [], ...seed, 'verdict');
  const tasted = notes.length > 0 ? ` ${capitalised(twoNotes(notes, ...seed))} come through.` : '';
  // About a third are long: the product page cuts them at 150 characters with 'Read more'.
  const occasion =
    unit(...seed, 'long') < 0.35
      ? ` ${pick(OCCASIONS, ...seed, 'occasion')}. ${pick(REFLECTIONS, ...seed, 'reflection')}.`
      : '';
  return `${opening}${tasted}${occasion} ${verdict}`;
}

/** The reviews the seed writes for one wine: deterministic, averaging the catalog file's rating. */
export function seedWineReviews(wine: SeedWine): SeedWineReview[] {
  if (wine.rating <= 0 || wine.reviewCount <= 0) return [];
  const count = Math.max(MIN_SEEDED, Math.round(wine.reviewCount / SEED_SCALE));
  const ratings = ratingsAveraging(Math.max(1, wine.rating), count, wine.masterWineId);
  return ratings.map((rating, i) => {
    const seed = [wine.masterWineId, i] as const;
    const reviewer = reviewerOf(wine.masterWineId, i);
    return {
      reviewId: seedUuid('wine-review', wine.masterWineId, String(i)),
      masterWineId: wine.masterWineId,
      customerId: reviewer.customerId,
      customerName: reviewer.shownName,
      rating,
      tasteNotes: tasteNotes(rating, wine.tastingNotes, ...seed),
      vintage: pick(wine.vintages, ...seed, 'vintage'),
      // A few were written for a reward (a tasting-panel bottle), and say so.
      writtenForReward: unit(...seed, 'reward') < 0.05,
      submittedAt: dayAt(...seed),
      formerCustomerId: seedUuid('reviewer', wine.masterWineId, String(i)),
    };
  });
}

export function seedAppReviews(): SeedAppReview[] {
  return APP_REVIEWS.map(([rating, review], i) => {
    const reviewer = seedReviewer(SEED_REVIEWER_COUNT - 1 - i);
    return {
      reviewId: seedUuid('app-review', String(i)),
      customerId: reviewer.customerId,
      customerName: reviewer.shownName,
      rating,
      review,
      submittedAt: dayAt('app', i),
      formerCustomerId: seedUuid('app-reviewer', String(i)),
    };
  });
}
