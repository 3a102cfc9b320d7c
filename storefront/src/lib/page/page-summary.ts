export interface PageSummary {
  /** 1-based position of the first and last item shown; 0 and 0 when there are none. */
  from: number;
  to: number;
  total: number;
  previousOffset: number | undefined;
  nextOffset: number | undefined;
}

/** Where a page of a list (wines, orders) sits in the whole, and where Previous and Next lead. */
export function pageSummary(offset: number, limit: number, shown: number, total: number): PageSummary {
  const from = shown === 0 ? 0 : offset + 1;
  const to = offset + shown;
  return {
    from,
    to,
    total,
    previousOffset: offset > 0 ? Math.max(0, offset - limit) : undefined,
    nextOffset: to < total ? offset + limit : undefined,
  };
}
