import { type ContactSupportRequest, ContactSupportResponse } from '@wine/contracts/messaging/support';
import { mainClient } from '../../../lib/api/clients.ts';

/** Spec section 7, sendContactSupport (POST; name, email, message). */
export const sendContactSupport = (request: Required<ContactSupportRequest>) =>
  mainClient.call('sendContactSupport', request, { schema: ContactSupportResponse });
