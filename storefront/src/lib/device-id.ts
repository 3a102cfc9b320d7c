/** localStorage key of this browser's device id. */
export const DEVICE_ID_KEY = 'wine-shop-device-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The part of localStorage the device id needs; storage can throw (private modes, quotas). */
export interface DeviceIdStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The stored device id, or a new one stored for next time. Storage that cannot be read or
 * written still yields an id: the page views of this tab then join up, just not across visits.
 */
export function deviceIdFrom(store: DeviceIdStore | undefined, newId: () => string): string {
  try {
    const stored = store?.getItem(DEVICE_ID_KEY);
    if (stored && UUID.test(stored)) return stored;
  } catch {
    // Unreadable: fall through to a fresh id.
  }
  const id = newId();
  try {
    store?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Unwritable: the id lives as long as this tab.
  }
  return id;
}

let current: string | undefined;

/**
 * The id sent as `device` to getAbTestGroupByDeviceId and as `deviceId` with page views and
 * conversions, so analysts can join both (docs/analytics.md), and as `X-Device-Id` with a checkout,
 * for the guest limit (docs/orders.md). One per browser.
 */
export function deviceId(): string {
  current ??= deviceIdFrom(localStore(), () => crypto.randomUUID());
  return current;
}

// Merely touching localStorage throws where the browser blocks storage (sandboxed frames).
function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
