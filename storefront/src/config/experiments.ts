/**
 * The A/B experiments the app asks the server about (`useAbGroup`), and that the developer
 * override panel lists. A name here must match the server's `AB_EXPERIMENTS` key
 * (docs/analytics.md); one the server does not configure splits 50/50.
 */
export const EXPERIMENTS = [
  { name: 'hero-banner', description: "The home page's welcome banner" },
] as const satisfies readonly { name: string; description: string }[];

export type ExperimentName = (typeof EXPERIMENTS)[number]['name'];
