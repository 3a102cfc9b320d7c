import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Processes, Started } from './processes.ts';

/** The load balancer's configuration docker-compose.yml mounts, used here unchanged. */
const NGINX_CONF = fileURLToPath(new URL('../docker/nginx.conf', import.meta.url));
const NGINX = '/usr/sbin/nginx';

const installed = () => {
  try {
    execFileSync(NGINX, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Debian's nginx, installed if missing (as .ci/run installs docker-compose). */
export function ensureNginx(say: (line: string) => void): void {
  if (installed()) return;
  say("installing Debian's nginx (apt-get install nginx-light)");
  const apt = (...args: string[]) => execFileSync('apt-get', args, { stdio: 'ignore' });
  try {
    apt('install', '-y', '-qq', 'nginx-light');
  } catch {
    apt('update', '-qq');
    apt('install', '-y', '-qq', 'nginx-light');
  }
}

/**
 * nginx with the compose file's nginx.conf, in a folder of this run's own: the two files it
 * includes say where this run's gateways are and the free port to listen on; its pid, logs and
 * temporary files stay in that folder too.
 */
export async function startNginx(
  processes: Processes,
  dir: string,
  settings: { port: number; gatewayPorts: number[] },
): Promise<Started> {
  await mkdir(join(dir, 'logs'), { recursive: true });
  await copyFile(NGINX_CONF, join(dir, 'nginx.conf'));
  const upstreams = settings.gatewayPorts.map(
    (port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`,
  );
  await writeFile(join(dir, 'gateways.conf'), `${upstreams.join('\n')}\n`);
  await writeFile(join(dir, 'listen.conf'), `listen 127.0.0.1:${settings.port};\n`);
  const globals = `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'logs/error.log')} warn;`;
  return processes.start('nginx', NGINX, ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-g', globals], {
    cwd: dir,
    env: {},
  });
}
