import type { Region } from '@wine/contracts/region';

/** What the platform middleware puts on every request; read with `c.get('region')` etc. */
export type AppEnv = {
  Variables: {
    requestId: string;
    correlationId: string;
    region: Region;
    /** The caller's address (see client-address.ts): for per-client limits. */
    clientAddress: string;
  };
};
