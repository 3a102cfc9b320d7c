import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@wine/contracts/catalog/id-patterns';
import { isApiError } from '../../../lib/api/api-error.ts';

/**
 * A journal or learning page's loader: its piece in the query cache before the page renders (on
 * the server too). An id that cannot exist is a missing page, not a round trip and a 400; one the
 * API does not know is the route's not-found page.
 */
export async function loadPiece<Piece, Key extends QueryKey>(
  queryClient: QueryClient,
  query: (id: string) => EnsureQueryDataOptions<Piece, Error, Piece, Key>,
  id: string,
): Promise<void> {
  if (id.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(id)) throw notFound();
  try {
    await queryClient.ensureQueryData(query(id));
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
