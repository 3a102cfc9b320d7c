/** Why an import file cannot be imported, pointing at the row when there is one. */
export interface ImportProblem {
  list?: 'wines' | 'drops';
  index?: number;
  line?: number;
  reason: string;
}

/** `wines[3] (line 52): memberPricePence: ...`, or the reason alone for the file as a whole. */
export function formatProblem(problem: ImportProblem): string {
  if (problem.list === undefined || problem.index === undefined) {
    return problem.line === undefined ? problem.reason : `line ${problem.line}: ${problem.reason}`;
  }
  const line = problem.line === undefined ? '' : ` (line ${problem.line})`;
  return `${problem.list}[${problem.index}]${line}: ${problem.reason}`;
}
