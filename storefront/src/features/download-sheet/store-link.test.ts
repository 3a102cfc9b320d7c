import { describe, expect, it } from 'vitest';
import { APP_STORE_LINKS } from '../../config/app-config.ts';
import { appStoreFor, storeLinkFor } from './store-link.ts';

describe('appStoreFor', () => {
  it('sends Apple devices to the App Store', () => {
    expect(appStoreFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', true)).toBe('ios');
    expect(appStoreFor('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)', true)).toBe('ios');
    expect(appStoreFor('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', true)).toBe('ios');
  });

  it('sends everything else to Google Play', () => {
    expect(appStoreFor('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile', true)).toBe('android');
    expect(appStoreFor('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', true)).toBe('android');
  });

  it('gives the configured link', () => {
    expect(storeLinkFor('iPhone', true)).toBe(APP_STORE_LINKS.ios);
    expect(storeLinkFor('Android', true)).toBe(APP_STORE_LINKS.android);
  });
});
