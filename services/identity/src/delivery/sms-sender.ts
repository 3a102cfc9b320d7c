import type { MessageSender } from './outbound-message.ts';
import { type PhoneRefusal, phoneRefusalOf } from './sms-refusal.ts';

/** The provider refused the number itself; the caller answers with its phone code (section 8). */
export class PhoneRefusedError extends Error {
  constructor(readonly authCode: PhoneRefusal) {
    super(`The SMS provider refused the number (${authCode})`);
    this.name = 'PhoneRefusedError';
  }
}

/** The provider could not take the message (an outage, our credentials): nobody's number is to blame. */
export class SmsNotSentError extends Error {
  constructor(
    readonly status: number | null,
    readonly providerCode: number | undefined,
  ) {
    super(
      `The SMS provider did not take the message (status ${status ?? 'none'}, code ${providerCode ?? 'none'})`,
    );
    this.name = 'SmsNotSentError';
  }
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * SMS through Twilio's Messages API (or any provider speaking it). `smsUrl` is the API's base
 * with the account's credentials, https://<AccountSid>:<AuthToken>@api.twilio.com; `from` the
 * sender (a number or an alphanumeric sender id).
 */
export function smsSender(smsUrl: string, from: string): MessageSender {
  const url = new URL(smsUrl);
  const accountSid = decodeURIComponent(url.username);
  const authorization = `Basic ${Buffer.from(`${accountSid}:${decodeURIComponent(url.password)}`).toString('base64')}`;
  const endpoint = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
    url.origin,
  );
  return {
    async send(message) {
      let answer: Response;
      try {
        answer = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: message.to, From: from, Body: message.text }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch {
        throw new SmsNotSentError(null, undefined);
      }
      if (answer.ok) return;
      // Twilio's error body: { code, message, more_info, status }. Its message quotes the number: not kept.
      const body = (await answer.json().catch(() => ({}))) as { code?: unknown };
      const code = typeof body.code === 'number' ? body.code : undefined;
      const refusal = phoneRefusalOf(answer.status, code);
      throw refusal ? new PhoneRefusedError(refusal) : new SmsNotSentError(answer.status, code);
    },
  };
}
