/**
 * The line on which each element of a top-level array (`{"wines": [ ... ]}`) starts, so an
 * import can point at `wines[12] (line 245)`. JSON.parse keeps no positions, hence this scan.
 */
export function arrayElementLines(text: string, key: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let lastString = '';
  let lastKey = '';
  let inTarget = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') {
        inString = false;
        lastString = text.slice(stringStart, i);
      }
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\n') continue;
    if (inTarget && depth === 2 && expectElement && ch !== ']') {
      lines.push(line);
      expectElement = false;
    }
    if (ch === '"') {
      inString = true;
      stringStart = i + 1;
    } else if (ch === '{' || ch === '[') {
      if (depth === 1 && ch === '[' && lastKey === key) {
        inTarget = true;
        expectElement = true;
      }
      depth++;
    } else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 1) inTarget = false;
    } else if (ch === ',' && inTarget && depth === 2) {
      expectElement = true;
    } else if (ch === ':' && depth === 1) {
      lastKey = lastString;
    }
  }
  return lines;
}

/** The line of a character offset (1-based). */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}
