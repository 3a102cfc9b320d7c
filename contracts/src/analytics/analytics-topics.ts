/** The public analytics topics (docs/analytics.md); tests and benches put a prefix before them. */
export const analyticsTopics = {
  conversions: 'analytics.conversions',
  pageViews: 'analytics.page-views',
  abAssignments: 'analytics.ab-assignments',
} as const;
export type AnalyticsTopic = (typeof analyticsTopics)[keyof typeof analyticsTopics];

/**
 * The Kafka key of a conversion or page view: Kafka keeps order per key, so one user's events
 * stay in order. A guest has a user id too (spec section 4); an event with neither keys on
 * itself, since there is no one whose order to keep. Keys are pseudonyms, as the fields are:
 * a key is as readable to a consumer as the value.
 */
export function analyticsMessageKey(event: {
  userPseudonym: string | null;
  devicePseudonym: string | null;
  eventID: string;
}): string {
  return event.userPseudonym ?? event.devicePseudonym ?? event.eventID;
}

/**
 * How long the analytics topics keep a message: set by their owner (the analytics context) when
 * the topic is created, not left to the broker's default (docs/analytics.md, "Retention"). Long
 * enough for a consumer team to be away for a holiday and catch up; every message is an event in
 * its own right, so none is compacted away.
 */
export const ANALYTICS_RETENTION_DAYS = 30;
