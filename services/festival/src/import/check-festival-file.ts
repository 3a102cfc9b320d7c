import type { z } from 'zod';
import {
  FestivalFileOutline,
  type FestivalImportProblem,
  type FestivalRow,
  parseFestivalRow,
} from './festival-file.ts';

export type CheckedFestivalFile =
  | { ok: true; festivals: FestivalRow[] }
  | { ok: false; problems: FestivalImportProblem[] };

const issueText = (issue: z.core.$ZodIssue) =>
  issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`;

/**
 * Everything the file alone can tell: JSON syntax, every row's shape (times, capacities, prices,
 * token costs, ids) and unique festival ids. Lists every problem of every row, not the first.
 */
export function checkFestivalFile(text: string): CheckedFestivalFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return {
      ok: false,
      problems: [{ reason: `not valid JSON: ${err instanceof Error ? err.message : err}` }],
    };
  }
  const outline = FestivalFileOutline.safeParse(json);
  if (!outline.success)
    return { ok: false, problems: outline.error.issues.map((i) => ({ reason: issueText(i) })) };

  const problems: FestivalImportProblem[] = [];
  const festivals: FestivalRow[] = [];
  const firstIndex = new Map<string, number>();
  outline.data.festivals.forEach((raw, index) => {
    const parsed = parseFestivalRow(raw);
    if (!parsed.ok) {
      for (const issue of parsed.issues) problems.push({ index, reason: issueText(issue) });
      return;
    }
    const { row } = parsed;
    const seen = firstIndex.get(row.festivalId);
    if (seen === undefined) firstIndex.set(row.festivalId, index);
    else
      problems.push({ index, reason: `festivalId ${row.festivalId} is already used by festivals[${seen}]` });
    festivals.push(row);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, festivals };
}
