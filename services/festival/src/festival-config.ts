import { installSecret } from '@wine/platform/config/install-secrets';
import { z } from 'zod';

export const festivalConfigShape = {
  /**
   * The secret the tickets' signing key (Ed25519) is made from. Required in production; elsewhere
   * a random secret of this install (.run/secrets), never a default anyone could read.
   */
  FESTIVAL_TICKET_KEY: z.string().min(32).optional(),
  /**
   * What the door staff's scanners send (`x-festival-door-key`) to record admissions
   * (docs/festival.md). Production without it: nobody can scan; elsewhere a random secret of this
   * install (.run/secrets/FESTIVAL_DOOR_KEY).
   */
  FESTIVAL_DOOR_KEY: z.string().min(32).optional(),
};

export function festivalTicketSecret(config: {
  NODE_ENV: string;
  FESTIVAL_TICKET_KEY?: string | undefined;
}): string {
  if (config.FESTIVAL_TICKET_KEY) return config.FESTIVAL_TICKET_KEY;
  if (config.NODE_ENV === 'production') throw new Error('FESTIVAL_TICKET_KEY is required in production');
  return installSecret('FESTIVAL_TICKET_KEY');
}

export function festivalDoorKey(config: {
  NODE_ENV: string;
  FESTIVAL_DOOR_KEY?: string | undefined;
}): string | undefined {
  if (config.FESTIVAL_DOOR_KEY) return config.FESTIVAL_DOOR_KEY;
  return config.NODE_ENV === 'production' ? undefined : installSecret('FESTIVAL_DOOR_KEY');
}
