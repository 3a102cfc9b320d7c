let origin = '';
let onRead: ((path: string) => void) | undefined;

/** The gateway's own origin for the server-side render's API calls ('' in the browser). */
export const serverApiOrigin = (): string => origin;

/** Set once by the server entry, before the first render. */
export function setServerApiOrigin(value: string): void {
  origin = value;
}

/**
 * Tells the server entry which API path a render read (a no-op in the browser): the gateway
 * keeps a rendered page until the read models behind what it read move.
 */
export const noteServerRead = (path: string): void => onRead?.(path);

/** Set once by the server entry, which attributes each read to the render it belongs to. */
export function setServerReadListener(listener: (path: string) => void): void {
  onRead = listener;
}
