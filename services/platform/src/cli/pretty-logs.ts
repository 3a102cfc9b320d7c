// Reads the app's JSON log on stdin and writes it for a person on stdout (`make start` pipes the
// gateway's terminal copy through it; the log file keeps the JSON). Ends when its input does.
import { createInterface } from 'node:readline';
import { prettyLine } from '../observability/pretty-line.ts';

// Ctrl-C is for the process whose lines these are: its last ones ("stopped") still come through.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);

const colour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  process.stdout.write(`${prettyLine(line, { colour })}\n`);
}
