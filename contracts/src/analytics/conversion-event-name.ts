import { z } from 'zod';
import { conversionEventMessages } from '../messages.ts';

const isAbsent = (input: unknown) => input === undefined || input === null || input === '';

/**
 * Spec section 5: the standard events the ad pixel knows; the server accepts only these. A
 * missing or empty name fails with 'Event name is required', any other with
 * 'Invalid event name: {name}'.
 */
export const ConversionEventName = z.enum(
  [
    'AddPaymentInfo',
    'AddToCart',
    'CompleteRegistration',
    'InitiateCheckout',
    'Lead',
    'Purchase',
    'Subscribe',
    'StartTrial',
    'ViewContent',
  ],
  {
    error: (issue) =>
      isAbsent(issue.input)
        ? conversionEventMessages.nameRequired
        : conversionEventMessages.invalidName(String(issue.input)),
  },
);
export type ConversionEventName = z.infer<typeof ConversionEventName>;
