/** Keys of the summaries read model, under its live namespace. Each is a hash: n, sum, s1..s5. */
export const APP_SUMMARY_KEY = 'app';
export const wineSummaryKey = (masterWineId: string) => `wine:${masterWineId}`;
/** The vintages a wine's reviews named, as a set of labels ('2015', or 'nv' for none). */
export const wineVintagesKey = (masterWineId: string) => `wine:${masterWineId}:vintages`;
export const vintageLabel = (vintage: number | null) => (vintage === null ? 'nv' : String(vintage));
export const vintageSummaryKey = (masterWineId: string, label: string) => `wine:${masterWineId}:v:${label}`;
