// The people the seed writes as reviewers (npm run seed): identity's seed signs each of them up
// as a customer, through identity's own events, and the reviews' seed writes their reviews. Here
// because two contexts' seeds must name the same people, and neither imports the other.

/** How many seeded customers write the seeded reviews (at least the most reviews one wine gets). */
export const SEED_REVIEWER_COUNT = 300;

const FIRST_NAMES = [
  'Sarah',
  'James',
  'Priya',
  'Tom',
  'Aisha',
  'Oliver',
  'Hannah',
  'Marcus',
  'Chloe',
  'Daniel',
  'Fatima',
  'George',
  'Isla',
  'Kwame',
  'Lucy',
  'Mohammed',
  'Niamh',
  'Owen',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wendy',
  'Yusuf',
  'Zoe',
  'Ben',
  'Clara',
  'Dev',
  'Eleanor',
];

const INITIALS = 'ABCDEFGHJKLMNPRSTW';

export interface SeedReviewer {
  customerId: string;
  /** The name shown with their reviews, as a reviewer would choose it ("Sarah K."). */
  shownName: string;
  /** Addresses nobody owns: example.com (RFC 2606) and Ofcom's drama range 07700 900000-900999. */
  email: string;
  phone: string;
}

/** The n-th seeded reviewer (0 <= n < SEED_REVIEWER_COUNT): the same person on every run. */
export function seedReviewer(n: number): SeedReviewer {
  const first = FIRST_NAMES[(n * 7) % FIRST_NAMES.length] as string;
  const initial = INITIALS[(n * 11) % INITIALS.length] as string;
  return {
    customerId: `5eed0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    shownName: `${first} ${initial}.`,
    email: `${first}.${initial}.${n}@example.com`.toLowerCase(),
    phone: `+447700900${String(n).padStart(3, '0')}`,
  };
}

export const seedReviewers = (): SeedReviewer[] =>
  Array.from({ length: SEED_REVIEWER_COUNT }, (_, n) => seedReviewer(n));
