import type { AddressInfo } from 'node:net';
import { connect, createServer } from 'node:net';

/**
 * A TCP proxy in front of a server that forwards each request and hangs up on the client as the
 * answer starts: the server did the work, the client never learns it. The lost answer a client
 * retries after.
 */
export async function startAnswerDroppingProxy(target: URL) {
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    client.pipe(upstream);
    upstream.once('data', () => {
      client.destroy();
      upstream.destroy();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
