import { spawn } from 'node:child_process';

/** Runs a crash child (a TypeScript file under the repo) and resolves with the signal that ended it. */
export function runCrashChild(script: string, env: Record<string, string>): Promise<NodeJS.Signals | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // A test that fails meanwhile must not leave the child behind.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('error', reject);
    child.once('exit', (_code, signal) => {
      process.off('exit', killOnExit);
      resolve(signal);
    });
  });
}
