import type { WineReview } from '@wine/contracts/reviews/review-api';
import { describe, expect, it } from 'vitest';
import { jsonLd, productStructuredData } from './structured-data.ts';

const wine = {
  id: 'wine-0001',
  name: 'Sancerre 2022',
  producer: 'Domaine des Sablons',
  description: 'Crisp.',
  images: [{ id: 'i', url: '/media/labels/sancerre.svg', alt: '', isPrimary: true }],
  publicPrice: 1899,
  inStock: true,
} satisfies Parameters<typeof productStructuredData>[0];
const review = {
  customerName: 'Ann',
  createdAt: '2025-03-01T10:00:00.000Z',
  tasteNotes: 'Gooseberry </script> and flint.',
  rating: 5,
} as WineReview;
const summary = { masterWineId: 'mw-0001', avgRating: 4.5, totalReviews: 2, ratingCounts: [], vintages: [] };

describe('the structured data', () => {
  it('is a Product with its AggregateRating and Reviews', () => {
    const data = productStructuredData(wine, summary, [review], 'https://example.test/product/x');
    expect(data).toMatchObject({
      '@type': 'Product',
      offers: { price: '18.99', priceCurrency: 'GBP' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      review: [{ '@type': 'Review', author: { name: 'Ann' }, reviewRating: { ratingValue: 5 } }],
    });
  });

  it('claims no rating before the first review', () =>
    expect(productStructuredData(wine, { ...summary, totalReviews: 0 }, [], '')).not.toHaveProperty(
      'aggregateRating',
    ));

  it('cannot be closed early by a review', () =>
    expect(jsonLd(productStructuredData(wine, summary, [review], ''))).not.toContain('</script>'));
});
