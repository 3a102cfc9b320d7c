import type { ClubStatus } from '@wine/contracts/club-status';

// The spec shows no club status transitions; ours: a person applies (or joins directly, e.g.
// by subscribing in the app), an application is accepted or declined, a membership ends.
// A member cannot re-apply: they are already in.
const next: Readonly<Record<ClubStatus, readonly ClubStatus[]>> = {
  NON_MEMBER: ['APPLIED', 'MEMBER'],
  APPLIED: ['MEMBER', 'NON_MEMBER'],
  MEMBER: ['NON_MEMBER'],
};

export const canChangeClubStatus = (from: ClubStatus, to: ClubStatus): boolean => next[from].includes(to);
