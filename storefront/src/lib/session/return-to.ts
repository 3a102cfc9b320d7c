/**
 * Where to go back to after signing in: an address inside this app only. Anything else (another
 * site, `//evil.example`, a backslash trick, the sign-in page itself) goes home instead, so a
 * crafted link cannot send someone elsewhere after they sign in.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if (value === '/sign-in' || value.startsWith('/sign-in?') || value.startsWith('/sign-in/')) return '/';
  return value;
}
