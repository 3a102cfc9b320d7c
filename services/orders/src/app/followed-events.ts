import { WineEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import { IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import { PaymentIntentEventEnvelope } from '@wine/contracts/payments/payment-events';
import { streamEvents } from '@wine/platform/event-store/stream-events';

// The other contexts' events orders follows, read through their unions in contracts as their
// own streams read them (an event type that gains an upcaster passes it here too).

export const identityEvents = streamEvents(IdentityEventEnvelope);
export const catalogWineEvents = streamEvents(WineEventEnvelope);
export const paymentIntentEvents = streamEvents(PaymentIntentEventEnvelope);
