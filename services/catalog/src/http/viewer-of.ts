import type { AppEnv } from '@wine/platform/http/app-env';
import type { Context } from 'hono';
import { GUEST, type Viewer } from '../read/viewer.ts';

/** The port through which the identity context will say whether the caller is a member. */
export type ViewerOf = (c: Context<AppEnv>) => Viewer | Promise<Viewer>;

/** Until identity exists, everyone is a guest: nobody is shown a member price. */
export const guestsOnly: ViewerOf = () => GUEST;
