import { useQuery } from '@tanstack/react-query';
import type { WineDto } from '@wine/contracts/catalog/wine';
import { REVIEWS_PAGE_SIZE, wineReviewSummaryQuery, wineReviewsQuery } from '../api/review-queries.ts';
import { jsonLd, productStructuredData } from '../structured-data.ts';

/** schema.org Product + AggregateRating + Review for the page, from the reviews it renders first. */
export function ProductStructuredData({ wine, pageUrl }: { wine: WineDto; pageUrl: string }) {
  const summary = useQuery(wineReviewSummaryQuery(wine.masterWineId));
  const first = useQuery(wineReviewsQuery(wine.masterWineId, { page: 1 }));
  if (!summary.data) return null;
  const data = productStructuredData(
    wine,
    summary.data,
    (first.data?.reviews ?? []).slice(0, REVIEWS_PAGE_SIZE),
    pageUrl,
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLd escapes '<'.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
