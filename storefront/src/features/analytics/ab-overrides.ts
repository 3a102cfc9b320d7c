import { AbGroupOverride } from '@wine/contracts/ab-group';

/** localStorage key of the developer override panel's choices: `{ "<experiment>": "TEST" }`. */
export const AB_OVERRIDES_KEY = 'wine-shop-ab-overrides';

export type AbOverrides = Readonly<Record<string, AbGroupOverride>>;

/** The stored choices; anything unreadable counts as no override, so a bad value never forces a group. */
export function parseAbOverrides(stored: string | null): AbOverrides {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? '{}');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, AbGroupOverride] => AbGroupOverride.safeParse(entry[1]).success,
    ),
  );
}

export const overrideFor = (overrides: AbOverrides, experiment: string): AbGroupOverride =>
  overrides[experiment] ?? 'DEFAULT';

/** The choices with `experiment` set; DEFAULT is stored as no entry at all. */
export function withOverride(
  overrides: AbOverrides,
  experiment: string,
  choice: AbGroupOverride,
): AbOverrides {
  const { [experiment]: _replaced, ...others } = overrides;
  return choice === 'DEFAULT' ? others : { ...others, [experiment]: choice };
}
