import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { isPrivateAddress } from './ip-info.ts';

let t: TestApp;
const ipInfo = (remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/ip-info', remoteAddress });

beforeAll(async () => {
  t = await buildTestApp({ seed: true, products: 20 });
});
afterAll(() => t.close());

// Addresses from the database shipped in geoip-lite 1.4.10 (GeoLite2 data, December 2024).
describe('GET ip-info', () => {
  it('places a Nigerian address in its region with the station code the checkout preselects', async () => {
    const res = await ipInfo('197.210.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.json().data).toEqual({
      ip: '197.210.0.1',
      country: 'Nigeria',
      country_code: 'NG',
      state: 'Lagos',
      state_code: 'LA',
      city: 'Lagos',
      is_default: false,
    });
  });

  it('answers a foreign address with its country and no delivery region', async () => {
    const data = (await ipInfo('81.2.69.142')).json().data;
    expect(data).toMatchObject({
      ip: '81.2.69.142',
      country: 'United Kingdom',
      country_code: 'GB',
      state_code: null,
      is_default: false,
    });
    expect(data.city).toEqual(expect.any(String));
    expect((await ipInfo('8.8.8.8')).json().data).toMatchObject({ country_code: 'US', state_code: null });
  });

  it('answers Lagos for private, loopback and IPv6 local addresses', async () => {
    for (const address of [
      '10.1.2.3',
      '192.168.0.10',
      '172.20.0.5',
      '127.0.0.1',
      '::1',
      'fd00::1',
      '100.64.1.1',
    ]) {
      const data = (await ipInfo(address)).json().data;
      expect(data, address).toMatchObject({
        ip: address,
        country: 'Nigeria',
        country_code: 'NG',
        state: 'Lagos',
        state_code: 'LA',
        city: 'Lagos',
        is_default: true,
      });
    }
  });

  it('answers Lagos for a Nigerian carrier address placed in no region', async () => {
    const data = (await ipInfo('41.58.0.1')).json().data;
    expect(data).toMatchObject({ country_code: 'NG', state_code: 'LA', is_default: true });
  });

  it('reads an IPv4-mapped IPv6 socket address as IPv4', async () => {
    expect((await ipInfo('::ffff:197.210.0.1')).json().data).toMatchObject({
      state_code: 'LA',
      is_default: false,
    });
    expect(isPrivateAddress('::ffff:192.168.1.1')).toBe(true);
    expect(isPrivateAddress('105.112.0.1')).toBe(false);
  });
});
