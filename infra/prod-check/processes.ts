import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Started {
  name: string;
  child: ChildProcess;
  /** Its stdout and stderr, together. */
  log: string;
}

/** The last lines of a log, for a failure message that says what the process said. */
export function tailOf(log: string, lines = 15): string {
  try {
    return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Every process a run starts, each logging to a file of its own, all stopped by `stopAll` (on
 * success and on failure alike): SIGTERM, then SIGKILL for whatever has not exited in 10 s.
 */
export class Processes {
  private readonly started: Started[] = [];

  constructor(private readonly logDir: string) {}

  start(
    name: string,
    command: string,
    args: string[],
    options: { cwd: string; env: NodeJS.ProcessEnv },
  ): Started {
    const log = join(this.logDir, `${name}.log`);
    const out = createWriteStream(log);
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    const started = { name, child, log };
    this.started.push(started);
    return started;
  }

  /** SIGKILL, as a crash or the OOM killer would: no shutdown hook runs. */
  async kill(started: Started): Promise<void> {
    if (exited(started.child)) throw new Error(`${started.name} had already exited:\n${tailOf(started.log)}`);
    const gone = once(started.child, 'exit');
    started.child.kill('SIGKILL');
    await gone;
  }

  async stopAll(): Promise<void> {
    const running = this.started.filter((s) => !exited(s.child)).reverse();
    await Promise.all(
      running.map(async ({ child }) => {
        const gone = once(child, 'exit');
        child.kill('SIGTERM');
        const stopped = await Promise.race([gone.then(() => true), sleep(10_000).then(() => false)]);
        if (!stopped) {
          child.kill('SIGKILL');
          await gone;
        }
      }),
    );
  }
}

/**
 * Waits until `check` holds, failing with the process's last log lines if it exits first, or
 * with `what` after `timeoutMs`.
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; process?: Started },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (options.process && exited(options.process.child))
      throw new Error(
        `${options.process.name} exited while waiting for ${what}:\n${tailOf(options.process.log)}`,
      );
    if (Date.now() > deadline)
      throw new Error(`timed out after ${options.timeoutMs / 1000} s waiting for ${what}`);
    await sleep(250);
  }
}

/** The first line a process prints on stdout (a stand-in's addresses), or its log if it exits first. */
export async function firstLine(started: Started, timeoutMs: number): Promise<string> {
  const { stdout } = started.child;
  if (!stdout) throw new Error(`${started.name} has no stdout`);
  let text = '';
  const line = new Promise<{ line: string }>((resolve) => {
    stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end >= 0) resolve({ line: text.slice(0, end) });
    });
  });
  const outcome = await Promise.race([
    line,
    once(started.child, 'exit').then(() => ({ exited: true })),
    sleep(timeoutMs, { late: true }, { ref: false }),
  ]);
  if ('line' in outcome) return outcome.line;
  if ('exited' in outcome)
    throw new Error(`${started.name} exited before it was ready:\n${tailOf(started.log)}`);
  throw new Error(`${started.name} said nothing within ${timeoutMs / 1000} s`);
}
