/** What the card form's three fields hold, as typed. Never stored, never logged. */
export interface CardFields {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardFields;

/** The card as a payment processor takes it. */
export interface CardDetails {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

export type CardProblems = Partial<Record<CardField, string>>;

export const cardMessages = {
  numberMissing: 'Enter your card number',
  numberInvalid: 'This card number is not valid',
  expiryInvalid: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvcInvalid: 'Enter the 3 or 4 digit security code',
} as const;

/** Digits only: people type cards in groups, with spaces or dashes. */
export const normaliseCardNumber = (typed: string): string => typed.replace(/[\s-]/g, '');

/** The Luhn check every card number passes; it catches a mistyped digit before a round trip. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberProblem(typed: string): string | undefined {
  const digits = normaliseCardNumber(typed);
  if (digits === '') return cardMessages.numberMissing;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return cardMessages.numberInvalid;
  return undefined;
}

/**
 * MM/YY (also MM/YYYY, MMYY, spaces around the slash). A card is good to the end of its
 * expiry month, so only an earlier month than `now`'s is expired.
 */
export function parseExpiry(typed: string, now: Date): { month: number; year: number } | { problem: string } {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(typed.trim());
  if (!match) return { problem: cardMessages.expiryInvalid };
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return { problem: cardMessages.expiryInvalid };
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + month - 1 < thisMonth) return { problem: cardMessages.expired };
  return { month, year };
}

export const cvcProblem = (typed: string): string | undefined =>
  /^\d{3,4}$/.test(typed.trim()) ? undefined : cardMessages.cvcInvalid;

/** The card, or what is wrong with each field, checked before anything leaves the browser. */
export function readCard(
  fields: CardFields,
  now: Date,
): { ok: true; card: CardDetails } | { ok: false; problems: CardProblems } {
  const expiry = parseExpiry(fields.expiry, now);
  const problems: CardProblems = {};
  const numberIssue = cardNumberProblem(fields.number);
  const cvcIssue = cvcProblem(fields.cvc);
  if (numberIssue) problems.number = numberIssue;
  if ('problem' in expiry) problems.expiry = expiry.problem;
  if (cvcIssue) problems.cvc = cvcIssue;
  if ('problem' in expiry || numberIssue || cvcIssue) return { ok: false, problems };
  return {
    ok: true,
    card: {
      number: normaliseCardNumber(fields.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: fields.cvc.trim(),
    },
  };
}
