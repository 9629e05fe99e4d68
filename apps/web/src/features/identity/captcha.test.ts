import { describe, expect, it } from 'vitest';
import { getCaptchaToken } from '../../lib/captcha';
import { safeRedirectTarget } from './redirect-target';

describe('captcha', () => {
  it('answers dev:<ACTION> when no site key is configured', async () => {
    expect(await getCaptchaToken('LOGIN', '')).toBe('dev:LOGIN');
    expect(await getCaptchaToken('APPEAL_ACCOUNT_BAN', undefined)).toBe('dev:APPEAL_ACCOUNT_BAN');
  });
});

describe('safeRedirectTarget', () => {
  it('keeps same-site paths and refuses anything that could leave the shop', () => {
    expect(safeRedirectTarget('/account/orders-and-tracking?x=1')).toBe('/account/orders-and-tracking?x=1');
    expect(safeRedirectTarget(null)).toBe('/account');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeRedirectTarget(bad)).toBe('/account');
    }
  });
});
