import { describe, expect, it } from 'vitest';
import { contactSupportProblem } from './contact-support-check.ts';

describe('a message to support', () => {
  it('names every missing field, in the form’s order', () => {
    expect(contactSupportProblem({})?.message).toBe('Missing required parameters: name, email, message');
    expect(contactSupportProblem({ name: 'Ann', message: 'Hello' })?.message).toBe(
      'Missing required parameters: email',
    );
  });

  it('counts a blank field as missing', () =>
    expect(contactSupportProblem({ name: '  ', email: 'ann@example.com', message: 'Hi' })?.message).toBe(
      'Missing required parameters: name',
    ));

  it('refuses an address that is not one', () =>
    expect(contactSupportProblem({ name: 'Ann', email: 'ann', message: 'Hi' })?.message).toBe(
      'Please enter a valid email address',
    ));

  it('passes when all three are there', () =>
    expect(contactSupportProblem({ name: 'Ann', email: 'ann@example.com', message: 'Hi' })).toBeNull());
});
