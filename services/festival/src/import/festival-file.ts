import { FestivalDetails, FestivalId } from '@wine/contracts/festival/festival';
import { z } from 'zod';

/** One row of an import file: a festival's id beside its whole definition (festival.ts in contracts). */
export interface FestivalRow {
  festivalId: string;
  details: FestivalDetails;
}

const RowId = z.looseObject({ festivalId: FestivalId });

/** A row, or every issue it has (its id's and its definition's together). */
export function parseFestivalRow(
  raw: unknown,
): { ok: true; row: FestivalRow } | { ok: false; issues: z.core.$ZodIssue[] } {
  const id = RowId.safeParse(raw);
  const { festivalId: _, ...rest } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<
    string,
    unknown
  >;
  const details = FestivalDetails.safeParse(rest);
  if (id.success && details.success)
    return { ok: true, row: { festivalId: id.data.festivalId, details: details.data } };
  return {
    ok: false,
    issues: [...(id.success ? [] : id.error.issues), ...(details.success ? [] : details.error.issues)],
  };
}

/** The file's outline; rows are checked one by one so that every bad row is reported. */
export const FestivalFileOutline = z.strictObject({ festivals: z.array(z.unknown()) });

/** Why a file cannot be imported: the row (`festivals[2]`) when there is one. */
export interface FestivalImportProblem {
  index?: number;
  reason: string;
}
