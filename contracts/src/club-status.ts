import { z } from 'zod';

export const ClubStatus = z.enum(['MEMBER', 'NON_MEMBER', 'APPLIED']);
export type ClubStatus = z.infer<typeof ClubStatus>;

// Labels are our choice; the spec gives only the codes.
export const clubStatusLabels: Readonly<Record<ClubStatus, string>> = {
  MEMBER: 'Member',
  NON_MEMBER: 'Not a member',
  APPLIED: 'Application received',
};
