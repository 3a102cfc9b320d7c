import type { AppEnv } from '@wine/platform/http/app-env';
import type { Context } from 'hono';

/** Whether the caller is a member (identity's viewerOf fits this port). */
export type ViewerOf = (c: Context<AppEnv>) => { isMember: boolean } | Promise<{ isMember: boolean }>;

/** Without identity wired in, nobody is charged the member price. */
export const guestsOnly: ViewerOf = () => ({ isMember: false });
