let origin = '';

/** The gateway's own origin for the server-side render's API calls ('' in the browser). */
export const serverApiOrigin = (): string => origin;

/** Set once by the server entry, before the first render. */
export function setServerApiOrigin(value: string): void {
  origin = value;
}
