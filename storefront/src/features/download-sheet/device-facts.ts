/** What the browser says about the device; read at call time because windows resize. */
export function deviceFacts() {
  return {
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    hasTouch: navigator.maxTouchPoints > 0 || 'ontouchstart' in window,
  };
}

/** sessionStorage, or undefined where merely touching it throws (sandboxed frames). */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
