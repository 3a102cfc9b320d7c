import { z } from 'zod';

// Regions we trade in. A new region is added here first; every service and the storefront
// validate the region token against this list.
export const Region = z.enum(['GB']);
export type Region = z.infer<typeof Region>;

export const DEFAULT_REGION: Region = 'GB';

// Header carrying the region token on every request. The spec does not name it: our choice.
export const REGION_HEADER = 'x-region';

export const isRegion = (value: unknown): value is Region => Region.safeParse(value).success;

// Callers that may omit the region (spec: "default GB") get the default; an unknown region
// is not silently defaulted, so the gateway can answer UNKNOWN_REGION.
export function regionOrDefault(value: string | null | undefined): Region | undefined {
  if (value === undefined || value === null || value === '') return DEFAULT_REGION;
  return isRegion(value) ? value : undefined;
}
