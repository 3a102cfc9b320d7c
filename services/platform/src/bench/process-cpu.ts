import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds each live process has used so far, with its command line and parent (Linux /proc). */
export type CpuSnapshot = Map<number, { command: string; parent: number; seconds: number }>;

// /proc/<pid>/stat counts in clock ticks: 100 a second on Linux (USER_HZ).
const TICKS_PER_SECOND = 100;

export function cpuSnapshot(): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      snapshot.set(pid, { command, parent: Number(fields[1]), seconds: ticks / TICKS_PER_SECOND });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return snapshot;
}

/**
 * CPU seconds the processes matching `which` used between two snapshots. A process started in
 * between counts from zero; one that ended in between is not counted (short-lived helpers).
 */
export function cpuBetween(
  before: CpuSnapshot,
  after: CpuSnapshot,
  which: (pid: number, command: string) => boolean,
): number {
  let seconds = 0;
  for (const [pid, { command, seconds: now }] of after) {
    if (which(pid, command)) seconds += now - (before.get(pid)?.seconds ?? 0);
  }
  return seconds;
}

/** `root` and every process it started, and theirs, in a snapshot. */
export function descendantsOf(snapshot: CpuSnapshot, root: number): Set<number> {
  const all = new Set([root]);
  for (const pid of all) for (const [child, { parent }] of snapshot) if (parent === pid) all.add(child);
  return all;
}

/**
 * CPU seconds the hypervisor gave to others while this machine's vCPUs wanted to run, so far
 * (/proc/stat's `steal`, all CPUs): on a shared VM it moves a run's tail more than the code does.
 */
export function stolenSeconds(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  // cpu user nice system idle iowait irq softirq steal ...
  return Number(cpu.trim().split(/\s+/)[8] ?? 0) / TICKS_PER_SECOND;
}
