import { readFileSync } from 'node:fs';
import os from 'node:os';

/** What the figures were measured on, for the report. */
export function machine(): Record<string, string> {
  let osName = `${os.type()} ${os.release()}`;
  try {
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    if (pretty) osName = `${pretty} (kernel ${os.release()})`;
  } catch {
    // Not Linux: the generic name will do.
  }
  return {
    CPU: os.cpus()[0]?.model.trim() ?? 'unknown',
    Cores: String(os.availableParallelism()),
    RAM: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    OS: osName,
    Node: process.version,
  };
}

/** The 1, 5 and 15 minute load averages, for a report's "Load average at start". */
export const loadAverages = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
