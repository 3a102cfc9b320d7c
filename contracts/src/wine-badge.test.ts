import { describe, expect, it } from 'vitest';
import { MAGNUM_CASE_SLOTS, WineBadge, wineBadgeDisplay } from './wine-badge.ts';

describe('wine badges', () => {
  it('each have a display text and a tooltip', () => {
    for (const badge of WineBadge.options) {
      expect(wineBadgeDisplay[badge].text).not.toBe('');
      expect(wineBadgeDisplay[badge].tooltip).not.toBe('');
    }
  });
  it('low stock warns it is never coming back', () =>
    expect(wineBadgeDisplay.LOW_STOCK.tooltip).toMatch(/once sold out, it is never coming back/i));
  it('a magnum is double size and takes 6 case slots', () => {
    expect(wineBadgeDisplay.MAGNUM.tooltip).toMatch(/double-size/);
    expect(wineBadgeDisplay.MAGNUM.tooltip).toMatch(/6 case slots/);
    expect(MAGNUM_CASE_SLOTS).toBe(6);
  });
  it('the UK members exclusive says so', () =>
    expect(wineBadgeDisplay.MEMBERS_EXCLUSIVE_UK.tooltip).toBe('Exclusive to our members in the UK.'));
  it('refuses an unknown badge', () => expect(WineBadge.safeParse('SALE').success).toBe(false));
});
