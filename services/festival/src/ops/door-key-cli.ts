// npm run festival:door-key -- --festival <id> --door <name> [--hours <n>]: a door key for one
// door of one festival, to load onto that door's scanners; it lives a day (or --hours) and
// never past the festival's end. Needs DATABASE_URL (the festival's dates, from its read model)
// and FESTIVAL_DOOR_KEY (in production; elsewhere this install's own secret, as the gateway
// reads it).
import { AdmitTicketRequest } from '@wine/contracts/festival/festival-calls';
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { createPool } from '@wine/platform/db/pool';
import { z } from 'zod';
import { festivalConfigShape, festivalDoorKey } from '../festival-config.ts';
import { FestivalReader } from '../read/festival-reader.ts';
import { issueDoorKey } from '../tickets/door-key.ts';

/** A key's life when none is asked: a festival day, so that a scanner lost today scans nothing tomorrow. */
const DEFAULT_HOURS = 24;

const USAGE = `Usage: npm run festival:door-key -- --festival <festival id> --door <door name> [--hours <n>]
  Prints a door key for that door of that festival (x-festival-door-key on its scanners), valid
  for --hours (default ${DEFAULT_HOURS}) from now or from the doors opening, whichever is later, and
  never past the festival's end: issue the day's keys each morning, and a lost scanner's key dies
  with the day. Changing FESTIVAL_DOOR_KEY voids every door key at once.
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/wine), FESTIVAL_DOOR_KEY.`;

const args = argsOrExit(USAGE, (argv) => {
  const { values, positionals } = readCliArgs(argv, {
    festival: { type: 'string' },
    door: { type: 'string' },
    hours: { type: 'string' },
  });
  if (!values.festival || !values.door || positionals.length > 0) {
    throw new UsageError('festival:door-key takes --festival and --door');
  }
  const door = AdmitTicketRequest.shape.doorId.safeParse(values.door);
  if (!door.success) throw new UsageError(`not a door name: ${values.door} (a-z, 0-9 and -, up to 40)`);
  const hours = z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 62)
    .safeParse(values.hours ?? DEFAULT_HOURS);
  if (!hours.success) throw new UsageError(`--hours is a whole number of hours, 1 to ${24 * 62}`);
  return { festivalId: values.festival, doorId: door.data, hours: hours.data };
});

const config = loadConfig(
  z.object({
    DATABASE_URL: platformConfigSchema.shape.DATABASE_URL,
    NODE_ENV: platformConfigSchema.shape.NODE_ENV,
    FESTIVAL_DOOR_KEY: festivalConfigShape.FESTIVAL_DOOR_KEY,
  }),
);
const doorSecret = festivalDoorKey(config);
if (!doorSecret) {
  console.error('FESTIVAL_DOOR_KEY is not set: no door can scan, and no door key can be issued.');
  process.exit(1);
}
const pool = createPool(config.DATABASE_URL, { applicationName: 'festival-door-key' });
try {
  const now = new Date();
  const festival = await new FestivalReader(pool).festival(args.festivalId, now).catch((err: unknown) => {
    // No festival read model here yet: the app has never run on this database.
    if ((err as { code?: string }).code === '42P01') return null;
    throw err;
  });
  if (!festival) {
    console.error(
      `No festival ${args.festivalId} in this database (festivals come from npm run festival:import, or the seed).`,
    );
    process.exitCode = 1;
  } else if (new Date(festival.endsAt) <= now) {
    console.error(`${festival.name} ended at ${festival.endsAt}: a door key for it would scan nothing.`);
    process.exitCode = 1;
  } else {
    const from = Math.max(now.getTime(), Date.parse(festival.startsAt));
    const expiresAt = new Date(Math.min(from + args.hours * 3_600_000, Date.parse(festival.endsAt)));
    const { festivalId, doorId } = args;
    console.log(issueDoorKey(doorSecret, { festivalId, doorId, expiresAt }));
    console.error(`Door key for ${args.doorId} at ${festival.name}, valid until ${expiresAt.toISOString()}.`);
  }
} finally {
  await pool.end();
}
