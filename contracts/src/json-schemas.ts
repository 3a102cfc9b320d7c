import { z } from 'zod';
import { AbGroupAssigned, AbGroupAssignedV1 } from './analytics/ab-assignment.ts';
import { analyticsTopics } from './analytics/analytics-topics.ts';
import { ConversionEventReceived, ConversionEventReceivedV1 } from './analytics/conversion-event.ts';
import { PageViewed, PageViewedV1 } from './analytics/page-view.ts';
import { DropEventEnvelope, WineEventEnvelope } from './catalog/catalog-events.ts';
import { ContentEventEnvelope } from './content/content-events.ts';
import { CustomerMessageEnvelope } from './customer-message.ts';
import type { Upcaster } from './event-envelope.ts';
import {
  AllocationEventEnvelope,
  AttendeeEventEnvelope,
  FestivalEventEnvelope,
} from './festival/festival-events.ts';
import { IdentityEventEnvelope } from './identity/identity-events.ts';
import {
  BroadcastEventEnvelope,
  CustomerMessagingEventEnvelope,
  SupportEventEnvelope,
} from './messaging/messaging-events.ts';
import { CustomerEventEnvelope } from './orders/customer-events.ts';
import { OrderEventEnvelope, StockCoverageEventEnvelope, StockEventEnvelope } from './orders/order-events.ts';
import { ShopperEventEnvelope } from './orders/shopper-events.ts';
import { ClubTrialEventEnvelope } from './payments/club-trial-events.ts';
import { PaymentIntentEventEnvelope, PaymentsCustomerEventEnvelope } from './payments/payment-events.ts';
import { AppReviewEventEnvelope, WineReviewEventEnvelope } from './reviews/review-events.ts';
import { WishlistEventEnvelope } from './wishlist/wishlist-events.ts';
import { WorkflowEventEnvelope } from './workflow-events.ts';

/**
 * The JSON Schemas a consumer in any language validates messages with: one per analytics message
 * and per domain event type (the whole envelope, as its topic carries it), at the event's current
 * `schemaVersion`. Generated from the zod schemas here; `npm run schemas` writes them under
 * contracts/json-schema/, a test holds those files equal to this, and the gateway serves them at
 * /schemas/<path> (docs/analytics.md, docs/events.md).
 */
export interface PublishedSchema {
  /** `analytics/PageViewed.v1.json`, `events/OrderPlaced.v1.json`. */
  path: string;
  type: string;
  version: number;
  json: Record<string, unknown>;
}

// Every version a topic may still hold (until retention removes it), each message naming its own
// in `ce_dataschema`: a consumer validates an old message against the schema it was written to.
const analyticsMessages = [
  [analyticsTopics.conversions, [ConversionEventReceivedV1, ConversionEventReceived]],
  [analyticsTopics.pageViews, [PageViewedV1, PageViewed]],
  [analyticsTopics.abAssignments, [AbGroupAssignedV1, AbGroupAssigned]],
] as const;

/** Every stream's union in contracts (a test holds that none is missing). */
export const eventUnions = [
  WineEventEnvelope,
  DropEventEnvelope,
  IdentityEventEnvelope,
  CustomerEventEnvelope,
  OrderEventEnvelope,
  StockEventEnvelope,
  StockCoverageEventEnvelope,
  ShopperEventEnvelope,
  CustomerMessageEnvelope,
  PaymentsCustomerEventEnvelope,
  PaymentIntentEventEnvelope,
  ClubTrialEventEnvelope,
  WishlistEventEnvelope,
  WineReviewEventEnvelope,
  AppReviewEventEnvelope,
  FestivalEventEnvelope,
  AllocationEventEnvelope,
  AttendeeEventEnvelope,
  ContentEventEnvelope,
  SupportEventEnvelope,
  CustomerMessagingEventEnvelope,
  BroadcastEventEnvelope,
  WorkflowEventEnvelope,
];

/** An event type's current version: one past the newest version its upcasters lift. */
function currentVersion(type: string, upcasters: readonly Upcaster[]): number {
  return Math.max(1, ...upcasters.filter((u) => u.type === type).map((u) => u.fromVersion + 1));
}

// Input side: a consumer's validator accepts a field added later, as zod's own parsing does.
const jsonOf = (schema: z.ZodType, id: string, title: string) => ({
  $id: id,
  title,
  ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
});

/** Where a schema is served under the gateway's origin (the `ce_dataschema` of its messages). */
export const schemaPath = (kind: 'analytics' | 'events', type: string, version: number) =>
  `${kind}/${type}.v${version}.json`;

export function publishedSchemas(): PublishedSchema[] {
  const analytics = analyticsMessages.flatMap(([topic, versions]) =>
    versions.map((schema) => {
      const { type, schemaVersion } = schema.shape;
      const path = schemaPath('analytics', type.value, schemaVersion.value);
      return {
        path,
        type: type.value,
        version: schemaVersion.value,
        json: jsonOf(schema, `/schemas/${path}`, `${type.value} on ${topic}`),
      };
    }),
  );
  const events = eventUnions.flatMap((union) =>
    union.options.map((option) => {
      const type = option.shape.type.value;
      const version = currentVersion(type, union.upcasters);
      const path = schemaPath('events', type, version);
      return {
        path,
        type,
        version,
        json: jsonOf(option, `/schemas/${path}`, `${type} (schemaVersion ${version})`),
      };
    }),
  );
  // An event two streams share (a customer message) is one schema, published once.
  const byPath = new Map<string, PublishedSchema>();
  for (const schema of [...analytics, ...events]) {
    const known = byPath.get(schema.path);
    if (known && JSON.stringify(known.json) !== JSON.stringify(schema.json)) {
      throw new Error(`Two different schemas for ${schema.path}`);
    }
    byPath.set(schema.path, schema);
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}
