// npm run seed (after the catalog's, before the reviews'): signs up the seeded reviewers as
// customers, so every seeded review has an author who exists (and can be erased). Idempotent.
import { seedReviewers } from '@wine/contracts/seed/seed-reviewers';
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { withIdentity } from '../ops/identity-for-cli.ts';

const USAGE = `Usage: npm run seed
  Signs up the seeded reviewers as customers (their e-mails at example.com); idempotent.
Environment: DATABASE_URL, REDIS_URL, IDENTITY_DATA_SECRET (as the gateway has them).`;

argsOrExit(USAGE, (argv) => {
  if (readCliArgs(argv, {}).positionals.length > 0) throw new UsageError('seed takes no arguments');
});
const people = seedReviewers().map(({ customerId, shownName, email, phone }) => ({
  userId: customerId,
  name: shownName,
  email,
  phone,
}));
const made = await withIdentity('identity-seed', (identity) => identity.signUpSeedCustomers(people));
console.log(`seed: ${people.length} reviewers are customers (${made} signed up now)`);
