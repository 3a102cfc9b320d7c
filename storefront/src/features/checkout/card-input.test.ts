import { describe, expect, it } from 'vitest';
import {
  cardMessages,
  cardNumberProblem,
  cvcProblem,
  normaliseCardNumber,
  parseExpiry,
  passesLuhn,
  readCard,
} from './card-input.ts';

const now = new Date('2026-03-15T12:00:00Z');

describe('a card number as typed', () => {
  it('loses the spaces and dashes people type between groups', () => {
    expect(normaliseCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it.each(['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0027 6000 3184'])(
    'accepts the test card %s',
    (typed) => {
      expect(cardNumberProblem(typed)).toBeUndefined();
    },
  );

  it('asks for a number when there is none', () => {
    expect(cardNumberProblem('  ')).toBe(cardMessages.numberMissing);
  });

  it.each(['4242 4242 4242 4241', '4242', '4242 4242 4242 424x'])('refuses %s', (typed) => {
    expect(cardNumberProblem(typed)).toBe(cardMessages.numberInvalid);
  });

  it('checks the Luhn sum', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('an expiry date as typed', () => {
  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1/27', { month: 1, year: 2027 }],
    ['09 / 2028', { month: 9, year: 2028 }],
    ['0328', { month: 3, year: 2028 }],
  ])('reads %s', (typed, expected) => {
    expect(parseExpiry(typed, now)).toEqual(expected);
  });

  it('is good until the end of its month', () => {
    expect(parseExpiry('03/26', now)).toEqual({ month: 3, year: 2026 });
    expect(parseExpiry('02/26', now)).toEqual({ problem: cardMessages.expired });
  });

  it.each(['13/30', '00/30', '12', '12/3', 'ab/cd', ''])('refuses %s', (typed) => {
    expect(parseExpiry(typed, now)).toEqual({ problem: cardMessages.expiryInvalid });
  });
});

describe('a security code', () => {
  it('is 3 or 4 digits', () => {
    expect(cvcProblem('123')).toBeUndefined();
    expect(cvcProblem('1234')).toBeUndefined();
    expect(cvcProblem('12')).toBe(cardMessages.cvcInvalid);
    expect(cvcProblem('12a')).toBe(cardMessages.cvcInvalid);
  });
});

describe('reading the whole card', () => {
  it('gives the card a processor takes when every field is right', () => {
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });

  it('names every field that is wrong at once', () => {
    expect(readCard({ number: '', expiry: '1/20', cvc: '1' }, now)).toEqual({
      ok: false,
      problems: {
        number: cardMessages.numberMissing,
        expiry: cardMessages.expired,
        cvc: cardMessages.cvcInvalid,
      },
    });
  });
});
