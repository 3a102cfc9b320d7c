import { createCheckoutEmailMemory } from './checkout-email.ts';
import { tabStorage } from './tab-storage.ts';

/** This tab's memory of the e-mail a checkout at the bank was made with (checkout-email.ts). */
export const checkoutEmails = createCheckoutEmailMemory(tabStorage());
