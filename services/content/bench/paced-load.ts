import { connect, type Socket } from 'node:net';

// Enough connections that a slow answer on one never holds the next request back for long.
const CONNECTIONS = 64;
const HEADER_END = Buffer.from('\r\n\r\n');

interface Connection {
  socket: Socket;
  /** When each request in flight on it was due, oldest first (answers come back in order). */
  due: number[];
  pending: Buffer;
}

/**
 * Requests at an even pace (open loop): `rate` a second, each written at its own moment, never in
 * bursts, and its latency counted from that moment, so a slow answer cannot hide the requests
 * that waited behind it. autocannon's own rate sends each second's quota at once on every
 * connection (a burst at many times the rate, then silence), which measures its bursts instead;
 * and Node's HTTP client costs too much CPU per request on two shared cores to keep the pace, so
 * this writes requests and reads answers (Content-Length framed) on raw keep-alive sockets.
 */
export async function pacedLoad(base: string, path: (n: number) => string, rate: number, seconds: number) {
  const { hostname, port, host } = new URL(base);
  const latencies: number[] = [];
  let failures = 0;
  const onAnswer = (connection: Connection, status: number) => {
    const due = connection.due.shift() ?? performance.now();
    latencies.push(performance.now() - due);
    if (status !== 200) failures++;
  };
  const connections = await Promise.all(
    Array.from(
      { length: CONNECTIONS },
      () =>
        new Promise<Connection>((resolve, reject) => {
          const socket = connect({ host: hostname, port: Number(port), noDelay: true }, () =>
            resolve(connection),
          );
          const connection: Connection = { socket, due: [], pending: Buffer.alloc(0) };
          socket.on('error', reject);
          socket.on('data', (chunk: Buffer) => {
            connection.pending = connection.pending.length
              ? Buffer.concat([connection.pending, chunk])
              : chunk;
            for (;;) {
              const headEnd = connection.pending.indexOf(HEADER_END);
              if (headEnd < 0) return;
              const head = connection.pending.subarray(0, headEnd).toString('latin1');
              const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? Number.NaN);
              if (Number.isNaN(length)) throw new Error(`an answer without Content-Length: ${head}`);
              const end = headEnd + HEADER_END.length + length;
              if (connection.pending.length < end) return;
              onAnswer(connection, Number(head.slice(9, 12)));
              connection.pending = connection.pending.subarray(end);
            }
          });
        }),
    ),
  );
  const total = rate * seconds;
  const started = performance.now();
  for (let n = 0; n < total; ) {
    const now = performance.now();
    // Every request whose moment has come, on the connection with the fewest in flight.
    while (n < total && started + (n * 1000) / rate <= now) {
      const connection = connections.reduce((a, b) => (b.due.length < a.due.length ? b : a));
      connection.due.push(started + (n * 1000) / rate);
      connection.socket.write(`GET ${path(n)} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      n++;
    }
    // A timer, not a busy loop: the client shares the two cores with the server and Postgres.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  while (connections.some((c) => c.due.length > 0)) await new Promise((resolve) => setTimeout(resolve, 5));
  const elapsed = (performance.now() - started) / 1000;
  for (const connection of connections) connection.socket.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return { rps: Math.round(latencies.length / elapsed), p50: at(0.5), p99: at(0.99), failures };
}
