import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  to: string;
  from: string;
  body: string;
}

/** What the provider answers for a number: Twilio's status and error code. */
export interface SmsAnswer {
  status: number;
  code: number;
}

const ACCOUNT_SID = 'AC00000000000000000000000000000001';
const AUTH_TOKEN = 'local-test-auth-token';

/**
 * A local HTTP server speaking Twilio's Messages API as far as identity uses it: basic auth with
 * the account's credentials, a form-encoded message, 201 with the message or Twilio's error
 * body. `answers` makes it refuse chosen numbers the way Twilio does.
 */
export async function startSmsProviderCapture() {
  const received: ReceivedSms[] = [];
  const answers = new Map<string, SmsAnswer>();
  const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
  const server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) {
      return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    if (request.headers.authorization !== expectedAuth) {
      return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    const form = new URLSearchParams(await bodyOf(request));
    const to = form.get('To') ?? '';
    const refusal = answers.get(to);
    if (refusal) {
      return reply(refusal.status, { code: refusal.code, message: `Refused ${to}`, status: refusal.status });
    }
    received.push({ to, from: form.get('From') ?? '', body: form.get('Body') ?? '' });
    reply(201, { sid: `SM${received.length}`, to, status: 'queued' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** SMS_URL for identity: the API's base with the account's credentials. */
    url: `http://${ACCOUNT_SID}:${AUTH_TOKEN}@127.0.0.1:${port}`,
    received,
    /** The provider answers this number with `answer` from now on. */
    refuse(to: string, answer: SmsAnswer) {
      answers.set(to, answer);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
