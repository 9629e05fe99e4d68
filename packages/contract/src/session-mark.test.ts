import { describe, expect, it } from 'vitest';
import { SESSION_MARK_MAX_AGE_SECONDS, sessionMarkCookie, sessionMarked } from './session-mark.ts';

describe('the session mark cookie', () => {
  it('is read from a Cookie header only when it says held', () => {
    expect(sessionMarked(undefined)).toBe(false);
    expect(sessionMarked('')).toBe(false);
    expect(sessionMarked('oja_cookie_banner=seen')).toBe(false);
    expect(sessionMarked('oja_session=')).toBe(false);
    expect(sessionMarked('oja_session=0')).toBe(false);
    expect(sessionMarked('oja_session=1')).toBe(true);
    expect(sessionMarked('oja_cookie_banner=decided; oja_session=1')).toBe(true);
  });

  it('is set for the whole site for a year, secure on https, and removed at once', () => {
    expect(sessionMarkCookie(true, false)).toBe(
      `oja_session=1; path=/; samesite=lax; max-age=${SESSION_MARK_MAX_AGE_SECONDS}`,
    );
    expect(SESSION_MARK_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(sessionMarkCookie(true, true)).toMatch(/; secure$/);
    expect(sessionMarkCookie(false, false)).toBe('oja_session=; path=/; samesite=lax; max-age=0');
  });
});
