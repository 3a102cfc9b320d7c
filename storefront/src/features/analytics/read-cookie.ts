/** The value of cookie `name` in a `document.cookie` string, or undefined when it is not set. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      // Not percent-encoded after all (a stray %): the raw value is still the right one.
      return value;
    }
  }
  return undefined;
}
