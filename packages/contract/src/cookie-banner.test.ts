import { describe, expect, it } from 'vitest';
import { cookieBannerOpen } from './cookie-banner.ts';
import { parseCookieHeader } from './cookies.ts';

describe('the cookie banner cookie', () => {
  it('reads a Cookie header', () => {
    expect([...parseCookieHeader(' a=1;b=x=y ; =z; c')]).toEqual([
      ['a', '1'],
      ['b', 'x=y'],
    ]);
    expect(parseCookieHeader(undefined).size).toBe(0);
  });

  it('opens the banner unless it was decided or seen', () => {
    expect(cookieBannerOpen(undefined)).toBe(true);
    expect(cookieBannerOpen('other=1')).toBe(true);
    expect(cookieBannerOpen('oja_cookie_banner=maybe')).toBe(true);
    expect(cookieBannerOpen('oja_cookie_banner=seen')).toBe(false);
    expect(cookieBannerOpen('x=1; oja_cookie_banner=decided')).toBe(false);
  });
});
