import type { WineReview } from '@wine/contracts/reviews/review-api';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card.tsx';

// What a review's author, and only its author, is told about a review nobody else sees.

const review = (extra: Partial<WineReview> = {}): WineReview => ({
  id: '6f1c1a4e-7d5e-4d8f-9a43-2f0c5e1b9a11',
  rating: 2,
  customerId: '0b8c2d4e-1f3a-4b5c-8d7e-9f0a1b2c3d4e',
  customerName: 'Ann',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  approved: true,
  status: 'approved',
  kind: 'wine',
  masterWineId: 'mw-claret',
  vintage: 2019,
  tasteNotes: 'Corked.',
  verifiedBuyer: false,
  writtenForReward: false,
  ...extra,
});
const text = (element: React.ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('ReviewCard', () => {
  it('tells the author their pending review awaits a moderator, and says nothing of a rejection', () => {
    const shown = text(<ReviewCard review={review({ approved: false, status: 'pending' })} own />);
    expect(shown).toContain('Awaiting moderation: only you can see it');
    expect(shown).not.toContain('Not published');
  });

  it('tells the author why a moderator did not publish it, and how to send it back', () => {
    const rejected = review({
      approved: false,
      status: 'rejected',
      moderationReason: 'Advertises another shop',
    });
    const shown = text(<ReviewCard review={rejected} own />);
    expect(shown).toContain('Not published: only you can see it');
    expect(shown).toContain('A moderator did not publish it: Advertises another shop');
    expect(shown).toContain('Write it again and it goes back to a moderator.');
    expect(shown).not.toContain('Awaiting moderation');
  });

  it('says it was not published even when a rejection recorded before reasons has none', () => {
    const shown = text(<ReviewCard review={review({ approved: false, status: 'rejected' })} own />);
    expect(shown).toContain('A moderator did not publish it. Write it again');
  });

  it("shows another shopper's approved review without any moderation word", () => {
    const shown = text(<ReviewCard review={review()} own={false} />);
    expect(shown).not.toMatch(/moderat|published/i);
  });
});
