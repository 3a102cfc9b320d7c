import type { ImportOutcome } from './import-catalog.ts';
import { formatProblem, type ImportProblem } from './import-problem.ts';

/** What the CLI prints for a refused file: every problem, and that nothing was written. */
export function refusalReport(source: string, problems: ImportProblem[]): string {
  const rows = new Set(problems.map((p) => (p.list === undefined ? 'file' : `${p.list}[${p.index}]`)));
  return [
    `${source}: nothing imported; ${problems.length} problem(s) in ${rows.size} row(s):`,
    ...problems.map((p) => `  ${formatProblem(p)}`),
  ].join('\n');
}

export function outcomeReport(source: string, outcome: ImportOutcome): string {
  if (!outcome.ok) return refusalReport(source, outcome.problems);
  const events = Object.entries(outcome.summary.events).sort(([a], [b]) => a.localeCompare(b));
  const written = events.length === 0 ? 'no changes' : events.map(([type, n]) => `${n} ${type}`).join(', ');
  return `${source}: imported (${written}; ${outcome.summary.unchanged} row(s) unchanged).`;
}
