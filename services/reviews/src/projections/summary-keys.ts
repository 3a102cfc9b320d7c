/**
 * Keys of the summaries read model, under its live namespace. One hash per wine, one field per
 * scope and star: `all:5` (five-star reviews of the wine), `2015:5`, `nv:5` (of a vintage); and
 * `app` with fields `1`..`5`. Counts per star are all a summary needs (the count and the sum
 * follow), so an event moves one field per scope, and a summary is one HGETALL.
 */
export const APP_SUMMARY_KEY = 'app';
export const wineSummaryKey = (masterWineId: string) => `wine:${masterWineId}`;
export const ALL_VINTAGES = 'all';
export const vintageLabel = (vintage: number | null) => (vintage === null ? 'nv' : String(vintage));
export const starField = (scope: string, stars: number) => `${scope}:${stars}`;
