import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './is-mobile-device.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('isMobileDevice', () => {
  it('says yes to phone and tablet user agents at any width', () => {
    expect(isMobileDevice(IPHONE, 390, true)).toBe(true);
    expect(isMobileDevice(ANDROID_PHONE, 412, false)).toBe(true);
    expect(isMobileDevice(ANDROID_TABLET, 1280, true)).toBe(true);
  });

  it('says yes to an iPad that presents itself as a Mac', () => {
    expect(isMobileDevice(IPAD_DESKTOP_MODE, 1024, true)).toBe(true);
    expect(isMobileDevice(IPAD_DESKTOP_MODE, 1440, false)).toBe(false);
  });

  it('says yes to a narrow window with touch', () => {
    expect(isMobileDevice(DESKTOP_CHROME, 767, true)).toBe(true);
  });

  it('says no to a narrow window without touch, or a wide one with touch', () => {
    expect(isMobileDevice(DESKTOP_CHROME, 500, false)).toBe(false);
    expect(isMobileDevice(DESKTOP_CHROME, 768, true)).toBe(false);
    expect(isMobileDevice(DESKTOP_CHROME, 1440, false)).toBe(false);
  });
});
