import type { Projection } from '@wine/platform/projections/projection';
import { clubMembersProjection } from './club-members.ts';
import { recentCheckoutsProjection } from './recent-checkouts.ts';

/** Identity's read models, for the gateway's projection list (workers and replay). */
export const identityProjections: Projection[] = [clubMembersProjection, recentCheckoutsProjection];
