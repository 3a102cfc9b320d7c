/** This tab's session storage, or undefined when storage is switched off (then memory only). */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
