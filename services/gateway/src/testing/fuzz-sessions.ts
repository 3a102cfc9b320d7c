import { AuthSession } from '@wine/contracts/identity/auth-session';
import { MagicLinkResponse } from '@wine/contracts/identity/magic-link';
import { solvedCaptchaAt } from '@wine/identity/testing/solved-captcha';
import { z } from 'zod';

const DevInbox = z.object({
  messages: z.array(z.object({ to: z.string(), text: z.string(), sentAt: z.string() })),
});

/** The sign-in code the dev inbox (loopback only, so asked without a forwarding header) holds for `email`. */
async function codeSentTo(gatewayUrl: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { messages } = DevInbox.parse(await (await fetch(`${gatewayUrl}/dev/inbox`)).json());
    const message = messages.find((m) => m.to === email);
    const code = message && /\b([A-Z2-9]{8}|\d{6})\b(?! minutes)/.exec(message.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code sent to ${email}`);
}

/**
 * A guest and a registered member (a guest that proved an e-mail address, as the storefront makes
 * one), each signed in from an address of its own: identity limits sign-ins per IP, and the
 * gateway under test trusts this machine as its proxy (TRUSTED_PROXIES).
 */
export async function fuzzSessions(gatewayUrl: string, index: number) {
  const from = { 'x-forwarded-for': `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}` };
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${gatewayUrl}${path}`, {
      method: 'POST',
      headers: { ...from, ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const guest = AuthSession.parse(await post('/api/auth/anonymous', {})).accessToken;
  const linking = AuthSession.parse(await post('/api/auth/anonymous', {})).accessToken;
  const email = `fuzz-${index}@example.com`;
  const { challenge } = MagicLinkResponse.parse(
    await post('/fn/generateMagicLink', {
      email,
      isWeb: true,
      hideLink: true,
      captcha: await solvedCaptchaAt(gatewayUrl, from),
    }),
  );
  const code = await codeSentTo(gatewayUrl, email);
  const member = AuthSession.parse(
    await post('/api/auth/link', { email, code, challenge }, { authorization: `Bearer ${linking}` }),
  ).accessToken;
  return { guest, member };
}
