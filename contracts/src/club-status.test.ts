import { describe, expect, it } from 'vitest';
import { ClubStatus, clubStatusLabels } from './club-status.ts';

describe('collectors club status', () => {
  it('is MEMBER, NON_MEMBER or APPLIED', () =>
    expect(ClubStatus.options).toEqual(['MEMBER', 'NON_MEMBER', 'APPLIED']));
  it('has a label for each', () => expect(clubStatusLabels.MEMBER).toBe('Member'));
});
