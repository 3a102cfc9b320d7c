import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// Every command-line tool of the shop, as an operator runs it (package.json scripts).
const CLIS = {
  'catalog:import': 'services/catalog/src/import/import-cli.ts',
  seed: 'services/catalog/src/seed/seed-cli.ts',
  'seed (identity)': 'services/identity/src/seed/seed-cli.ts',
  'seed (reviews)': 'services/reviews/src/seed/seed-cli.ts',
  staff: 'services/identity/src/ops/staff-cli.ts',
  'content:import': 'services/content/src/import/import-cli.ts',
  ops: 'services/orders/src/ops/ops-cli.ts',
  analytics: 'services/analytics/src/cli/analytics-cli.ts',
  replay: 'services/gateway/src/replay-cli.ts',
};

function run(file: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: ROOT,
      env: process.env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.each(Object.entries(CLIS))('npm run %s', (_name, file) => {
  it('prints its usage for --help and exits 0', async () => {
    const { code, stdout } = await run(file, ['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage/);
  });

  it('refuses an unknown flag, naming it, and exits 2 having done nothing', async () => {
    const { code, stdout, stderr } = await run(file, ['--frobnicate']);
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown option '--frobnicate'");
    expect(stderr).toContain('Usage');
    expect(stdout).toBe('');
  });
});
