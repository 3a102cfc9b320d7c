/**
 * New guests one address may start an hour on the e2e stack (GUEST_STARTS_PER_IP_HOUR). Every
 * spec's browser is a new shopper from 127.0.0.1, and a whole run starts some 40 guests there:
 * over the default 30, so a later spec's sign-up was refused. Low enough that a spec spends one
 * address's allowance in a second (`useUpNewGuests`).
 */
export const E2E_GUEST_STARTS_PER_IP_HOUR = 200;
