import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { type CatalogFile, CatalogFileOutline, DropRow, masterWineOf, WineRow } from './catalog-file.ts';
import type { ImportProblem } from './import-problem.ts';
import { arrayElementLines, lineAt } from './json-positions.ts';

export type RowLines = { wines: number[]; drops: number[] };
export type CheckedFile =
  | { ok: true; file: CatalogFile; lines: RowLines }
  | { ok: false; problems: ImportProblem[] };

const issueText = (issue: z.core.$ZodIssue) =>
  issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`;

/**
 * Everything that can be known from the file alone: JSON syntax, every row's shape, and the
 * rules across rows (unique product ids and slugs, one set of details per master wine, one
 * drop per date). Reports every problem, not only the first.
 */
export function checkCatalogFile(text: string): CheckedFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const position = /position (\d+)/.exec(message)?.[1];
    return {
      ok: false,
      problems: [
        {
          reason: `not valid JSON: ${message}`,
          ...(position ? { line: lineAt(text, Number(position)) } : {}),
        },
      ],
    };
  }
  const outline = CatalogFileOutline.safeParse(json);
  if (!outline.success)
    return { ok: false, problems: outline.error.issues.map((i) => ({ reason: issueText(i) })) };

  const lines: RowLines = {
    wines: arrayElementLines(text, 'wines'),
    drops: arrayElementLines(text, 'drops'),
  };
  const problems: ImportProblem[] = [];
  const at = (list: 'wines' | 'drops', index: number, reason: string) => {
    const line = lines[list][index];
    problems.push({ list, index, reason, ...(line === undefined ? {} : { line }) });
  };

  const wines: WineRow[] = [];
  const firstIndex = { productId: new Map<string, number>(), slug: new Map<string, number>() };
  const masterWines = new Map<string, { index: number; row: WineRow }>();
  outline.data.wines.forEach((raw, index) => {
    const parsed = WineRow.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) at('wines', index, issueText(issue));
      return;
    }
    const row = parsed.data;
    for (const key of ['productId', 'slug'] as const) {
      const seen = firstIndex[key].get(row[key]);
      if (seen === undefined) firstIndex[key].set(row[key], index);
      else at('wines', index, `${key} ${row[key]} is already used by wines[${seen}]`);
    }
    const sibling = masterWines.get(row.masterWineId);
    if (sibling === undefined) masterWines.set(row.masterWineId, { index, row });
    else if (!isDeepStrictEqual(masterWineOf(sibling.row), masterWineOf(row))) {
      at(
        'wines',
        index,
        `master wine ${row.masterWineId} has other details in wines[${sibling.index}]; its products must agree on name, producer, region, notes and the other master wine fields`,
      );
    }
    wines.push(row);
  });

  const drops: DropRow[] = [];
  const dropDates = new Map<string, number>();
  outline.data.drops.forEach((raw, index) => {
    const parsed = DropRow.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) at('drops', index, issueText(issue));
      return;
    }
    const seen = dropDates.get(parsed.data.date);
    if (seen === undefined) dropDates.set(parsed.data.date, index);
    else at('drops', index, `date ${parsed.data.date} already has a drop in drops[${seen}]`);
    drops.push(parsed.data);
  });

  return problems.length > 0 ? { ok: false, problems } : { ok: true, file: { wines, drops }, lines };
}
