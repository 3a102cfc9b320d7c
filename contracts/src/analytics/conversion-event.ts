import { z } from 'zod';
import { Pence } from '../money.ts';
import { EventIdField } from './analytics-event-id.ts';
import { DeviceIdField, EmailField, UserIdField } from './analytics-fields.ts';
import { Pseudonym } from './analytics-pseudonym.ts';
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
 * Version 1 of `analytics.conversions`, published until issue 35: it named the user and the
 * device by the shop's own ids, in clear. Kept to read (and validate) what the topic still
 * holds until retention removes it; never published again.
 */
export const ConversionEventReceivedV1 = z
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
  // The name its published JSON Schema has always had: the v1 file stays as it was.
  .meta({ id: 'ConversionEventReceived' });
export type ConversionEventReceivedV1 = z.infer<typeof ConversionEventReceivedV1>;

/**
 * What `analytics.conversions` carries, one message per accepted event (docs/analytics.md).
 * Version 2: whom it is about as keyed pseudonyms (`userPseudonym`, `devicePseudonym`), and no
 * `email` (version 1's was always null). A breaking change is a new `schemaVersion`, never an
 * edit here.
 */
export const ConversionEventReceived = ConversionEventReceivedV1.omit({
  userId: true,
  deviceId: true,
  email: true,
})
  .extend({
    schemaVersion: z.literal(2),
    userPseudonym: Pseudonym.nullable(),
    devicePseudonym: Pseudonym.nullable(),
  })
  .meta({ id: 'ConversionEventReceivedV2' });
export type ConversionEventReceived = z.infer<typeof ConversionEventReceived>;

/**
 * A message of `analytics.conversions` of any published version, as the current one. Version 1's
 * ids were in clear and cannot be turned into pseudonyms without the key: it joins nothing.
 */
export const ConversionEventOnTopic = z
  .discriminatedUnion('schemaVersion', [ConversionEventReceivedV1, ConversionEventReceived])
  .transform((message): ConversionEventReceived => {
    if (message.schemaVersion === 2) return message;
    const { userId: _user, deviceId: _device, email: _email, ...rest } = message;
    return { ...rest, schemaVersion: 2, userPseudonym: null, devicePseudonym: null };
  });
