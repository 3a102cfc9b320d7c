import { randomBytes } from 'node:crypto';

/**
 * A consumer group of this run alone: two analysts tailing at once each see every message
 * (a shared group would split the partitions between them), and no service's offsets move.
 */
export const cliGroupId = (command: string) => `analytics-cli.${command}.${randomBytes(4).toString('hex')}`;
