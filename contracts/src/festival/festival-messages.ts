import { festivalMessages } from '../messages.ts';

// The texts of the festival calls' refusals. Section 8 gives only the claim's default; the rest
// are ours, written for a person at a stand with a glass in hand.
export const festivalRefusals = {
  claimFailed: festivalMessages.claimTicketFailed,
  soldOut: 'Sorry, these tickets are sold out.',
  ended: 'This festival has ended.',
  notStarted: 'Tasting opens when the festival starts.',
  unknownFestival: 'This festival was not found.',
  unknownTicketType: 'This ticket type was not found.',
  signInNeeded: 'Please sign in to get a festival ticket.',
  noTicket: 'You need a festival ticket to taste.',
  notPoured: 'This wine is not poured at the festival.',
  notEnoughTokens: 'Not enough tokens left for this wine.',
  notTasted: 'You can rate a wine once you have tasted it.',
  paymentNeeded: 'Please add a card to buy this ticket.',
  confirmWithBank: 'Please confirm the payment with your bank.',
  doorStaffOnly: 'Only the festival door staff can scan tickets.',
  invalidTicket: 'This ticket is not valid.',
  otherFestival: 'This ticket is for another festival.',
  doorsNotOpen: 'The doors open when the festival starts.',
} as const;
