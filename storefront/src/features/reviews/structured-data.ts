import type { WineDto } from '@wine/contracts/catalog/wine';
import type { WineReview, WineReviewSummary } from '@wine/contracts/reviews/review-api';

/**
 * schema.org Product with its AggregateRating and the reviews on the page, so search engines can
 * show the stars. Only real figures: no AggregateRating before the first review.
 */
export function productStructuredData(
  wine: Pick<WineDto, 'id' | 'name' | 'producer' | 'description' | 'images' | 'publicPrice' | 'inStock'>,
  summary: WineReviewSummary,
  reviews: WineReview[],
  pageUrl: string,
) {
  const rated = summary.totalReviews > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: wine.name,
    brand: { '@type': 'Brand', name: wine.producer },
    description: wine.description,
    image: wine.images.map((image) => image.url),
    sku: wine.id,
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'GBP',
      price: (wine.publicPrice / 100).toFixed(2),
      availability: wine.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: summary.avgRating,
            reviewCount: summary.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.customerName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.tasteNotes,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so a review cannot close the tag. */
export const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
