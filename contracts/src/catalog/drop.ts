import { z } from 'zod';
import { DropDate } from './catalog-ids.ts';
import { WineDto } from './wine.ts';

/**
 * Today's drop (named call getDropsV2). A drop runs from midnight to midnight UK time
 * (Europe/London); `endsAt` is when the next drop starts. `wines` is empty on a day with no drop.
 */
export const DropDto = z
  .object({
    date: DropDate,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    wines: z.array(WineDto),
  })
  .meta({ id: 'DropDto' });
export type DropDto = z.infer<typeof DropDto>;
