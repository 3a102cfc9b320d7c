import { z } from 'zod';
import { Pence } from '../money.ts';
import { EventIdField } from './analytics-event-id.ts';
import { DeviceIdField, EmailField, UserIdField } from './analytics-fields.ts';
import { ConversionEventName } from './conversion-event-name.ts';
import { optionalText } from './optional-text.ts';

/**
 * The body of `POST /fn/logWebAppConversionsApiEvent` (spec sections 3 and 7). Unknown fields
 * are dropped, so a pixel payload with extras still logs.
 */
export const LogConversionEventRequest = z
  .object({
    eventName: ConversionEventName,
    eventID: EventIdField.optional().describe(
      'Shared with the browser pixel for de-duplication; the server builds one when absent',
    ),
    // Only web addresses: a javascript: or data: URL here would run wherever the events are shown.
    eventSourceUrl: optionalText(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).max(2048),
    ),
    userId: UserIdField,
    deviceId: DeviceIdField,
    email: EmailField,
    productId: z
      .union([z.string().max(128), z.int()])
      .nullish()
      .transform((value) => (value === undefined || value === null || value === '' ? null : String(value))),
    productName: optionalText(z.string().max(256)),
    price: Pence.nullish()
      .transform((value) => value ?? null)
      .describe('Unit price in pence, as the cart holds it'),
    quantity: z
      .int()
      .min(1)
      .max(10_000)
      .nullish()
      .transform((value) => value ?? null),
    fbc: optionalText(z.string().max(256)).describe('The `_fbc` ad click cookie'),
    fbp: optionalText(z.string().max(256)).describe('The `_fbp` browser id cookie'),
  })
  .meta({ id: 'LogConversionEventRequest' });
/** What a client sends. */
export type LogConversionEventRequest = z.input<typeof LogConversionEventRequest>;
/** What the server works with once the request passed validation. */
export type ValidConversionEvent = z.output<typeof LogConversionEventRequest>;

export const LogConversionEventResponse = z
  .object({
    success: z.literal(true),
    message: z.string(),
    eventID: z.string(),
  })
  .meta({ id: 'LogConversionEventResponse' });
export type LogConversionEventResponse = z.infer<typeof LogConversionEventResponse>;

/**
 * What `analytics.conversions` carries, one message per accepted event (docs/analytics.md).
 * Version 1; a breaking change is a new `schemaVersion`, never an edit here.
 */
export const ConversionEventReceived = z
  .object({
    type: z.literal('ConversionEventReceived'),
    schemaVersion: z.literal(1),
    eventID: z.string(),
    eventName: ConversionEventName,
    userId: z.string().nullable(),
    deviceId: z.string().nullable(),
    email: z.string().nullable(),
    eventSourceUrl: z.string().nullable(),
    productId: z.string().nullable(),
    productName: z.string().nullable(),
    pricePence: Pence.nullable(),
    quantity: z.int().nullable(),
    fbc: z.string().nullable(),
    fbp: z.string().nullable(),
    region: z.string(),
    receivedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ConversionEventReceived' });
export type ConversionEventReceived = z.infer<typeof ConversionEventReceived>;
