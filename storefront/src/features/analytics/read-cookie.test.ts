import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie.ts';

const cookies = '_ga=GA1.1.123; _fbp=fb.1.1732190400000.123456789; _fbc=fb.1.1732190400000.AbCd%3D%3D';

describe('readCookie', () => {
  it('finds a cookie wherever it is in the list, and decodes it', () => {
    expect(readCookie(cookies, '_fbp')).toBe('fb.1.1732190400000.123456789');
    expect(readCookie(cookies, '_fbc')).toBe('fb.1.1732190400000.AbCd==');
    expect(readCookie('_fbc=x', '_fbc')).toBe('x');
  });

  it('is undefined when the cookie is not set', () => {
    expect(readCookie('', '_fbp')).toBeUndefined();
    expect(readCookie('_ga=1', '_fbp')).toBeUndefined();
    expect(readCookie('x_fbp=1; _fbpx=2', '_fbp')).toBeUndefined();
  });

  it('keeps an "=" inside the value, and a value that is not percent-encoded', () => {
    expect(readCookie('token=a=b=c', 'token')).toBe('a=b=c');
    expect(readCookie('_fbc=100%', '_fbc')).toBe('100%');
  });
});
