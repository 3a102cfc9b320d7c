import { analyticsMessageKey } from '@wine/contracts/analytics/analytics-topics';
import type { ConversionEventReceived } from '@wine/contracts/analytics/conversion-event';
import type { PageViewed } from '@wine/contracts/analytics/page-view';

/** The funnel an analyst watches first: view, add to cart, start checkout, buy. */
export const FUNNEL_STEPS = ['ViewContent', 'AddToCart', 'InitiateCheckout', 'Purchase'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The little of a message a funnel needs, so a long window fits in memory. */
export interface FunnelEvent {
  /** Who: the message key (the user's pseudonym, else the device's). */
  user: string;
  /** The device's pseudonym, which its A/B assignments carry too. */
  device: string | null;
  step: FunnelStep;
  /** Server receive time: one clock for page views and conversions alike. */
  atMs: number;
}

const isFunnelStep = (name: string): name is FunnelStep => (FUNNEL_STEPS as readonly string[]).includes(name);

/** The funnel step a message is, if any (Lead, Subscribe, ... are not funnel steps). */
export function funnelEventOf(message: ConversionEventReceived | PageViewed): FunnelEvent | undefined {
  if (!isFunnelStep(message.eventName)) return undefined;
  return {
    user: analyticsMessageKey(message),
    device: message.devicePseudonym,
    step: message.eventName,
    atMs: Date.parse(message.receivedAt),
  };
}
