import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RequestFromOptions {
  /** The address the request leaves from (127.0.0.2 reaches a 127.0.0.1 listener on Linux); 127.0.0.1 by default. */
  localAddress?: string;
  method?: string;
  /** Sent as given, empty values included (fetch would send those too, but cannot pick the local address). */
  headers?: Record<string, string>;
  body?: string;
}

/** One HTTP/1.1 request over a real socket, from a chosen local address, as a test needs to see a server's answer. */
export function requestFrom(url: string, options: RequestFromOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.localAddress ?? '127.0.0.1',
        headers: options.headers,
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        answer.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}
