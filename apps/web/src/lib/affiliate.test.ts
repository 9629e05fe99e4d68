import { AFFILIATE_STORAGE_MS } from '@oja/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import {
  AFFILIATE_KEY,
  affiliateCodeIn,
  affiliateIdForCart,
  currentAffiliate,
  deviceId,
  onAffiliateExpired,
  storeAffiliate,
  withoutAffiliateParams,
} from './affiliate';

const T0 = Date.parse('2026-03-02T09:00:00Z');

describe('affiliate code', () => {
  it('reads aff, else ref, and ignores malformed codes', () => {
    expect(affiliateCodeIn('?aff=AB12')).toBe('AB12');
    expect(affiliateCodeIn('?ref=cd-34&utm_source=whatsapp')).toBe('cd-34');
    expect(affiliateCodeIn('?ref=R1&aff=A1')).toBe('A1');
    expect(affiliateCodeIn('?aff=')).toBeNull();
    expect(affiliateCodeIn('?aff=<script>')).toBeNull();
    expect(affiliateCodeIn(`?aff=${'x'.repeat(101)}`)).toBeNull();
    expect(withoutAffiliateParams('?promotion=flash_sales&aff=AB12&ref=X')).toBe('?promotion=flash_sales');
    expect(withoutAffiliateParams('?aff=AB12')).toBe('');
  });

  it('is kept 7 days (604,800,000 ms) and sent with add to cart until then', () => {
    expect(AFFILIATE_STORAGE_MS).toBe(604_800_000);
    expect(storeAffiliate('AB12', T0)).toEqual({ kind: 'stored', code: 'AB12' });
    expect(affiliateIdForCart(T0 + AFFILIATE_STORAGE_MS - 1)).toBe('AB12');
    expect(JSON.parse(localStorage.getItem(AFFILIATE_KEY)!)).toEqual({ code: 'AB12', storedAt: T0 });
  });

  it('reports a code past its 7 days as expired once, and forgets it', () => {
    const expired = vi.fn();
    const off = onAffiliateExpired(expired);
    storeAffiliate('AB12', T0);
    expect(affiliateIdForCart(T0 + AFFILIATE_STORAGE_MS)).toBeUndefined();
    expect(currentAffiliate(T0 + AFFILIATE_STORAGE_MS + 1)).toBeNull();
    expect(expired.mock.calls).toEqual([['AB12']]);
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
    off();
  });

  it('is replaced by a different code, and the same code starts its 7 days again', () => {
    storeAffiliate('AB12', T0);
    expect(storeAffiliate('CD34', T0 + 1000)).toEqual({ kind: 'replaced', code: 'CD34', previous: 'AB12' });
    expect(storeAffiliate('CD34', T0 + 5 * 86_400_000)).toEqual({ kind: 'same', code: 'CD34' });
    expect(affiliateIdForCart(T0 + 10 * 86_400_000)).toBe('CD34');
  });

  it('gives the device one stable random id', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(id);
  });
});
