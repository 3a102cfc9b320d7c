import { schemaPath } from '@wine/contracts/json-schemas';

/** What a message is, in CloudEvents' terms (https://cloudevents.io, Kafka protocol binding 1.0). */
export interface CloudEvent {
  id: string;
  /** The event's or message's type (`OrderPlaced`, `PageViewed`). */
  type: string;
  /** The context that raised it: `/wine-deals/<context>`. */
  context: string;
  /** When it happened, RFC 3339. */
  time: string;
  schemaVersion: number;
  /** Whose stream it is (domain events); analytics messages have none. */
  subject?: string;
}

/**
 * The binary-mode headers of the CloudEvents Kafka binding: a consumer routes on `ce_type` and
 * validates against `ce_dataschema` without parsing the value. The value stays the JSON the topic
 * always carried (the event's envelope, or the analytics message): it is the CloudEvent's data.
 */
export function cloudEventHeaders(event: CloudEvent, kind: 'events' | 'analytics', schemaBaseUrl: string) {
  const headers: Record<string, string> = {
    ce_specversion: '1.0',
    ce_id: event.id,
    ce_type: event.type,
    ce_source: `/wine-deals/${event.context}`,
    ce_time: event.time,
    'content-type': 'application/json',
    ce_dataschema: `${schemaBaseUrl.replace(/\/$/, '')}/schemas/${schemaPath(kind, event.type, event.schemaVersion)}`,
  };
  if (event.subject !== undefined) headers.ce_subject = event.subject;
  return headers;
}
