import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { countryOf, isPrivateAddress } from './ip-info.ts';

let t: TestApp;
const ipInfo = (remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/ip-info', remoteAddress });

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

const LAGOS_DEFAULT = {
  country: 'Nigeria',
  country_code: 'NG',
  state: 'Lagos',
  state_code: 'LA',
  city: 'Lagos',
  is_default: true,
};

// Addresses as the shipped DB-IP Lite data (June 2026) places them.
describe('the country data', () => {
  it('places Nigerian carriers in Nigeria and foreign addresses in their countries', async () => {
    // MTN and Airtel Nigeria (IPv4), and a Nigerian IPv6 network.
    for (const address of ['197.210.0.1', '105.112.0.1', '2c0f:f5c0::1', '::ffff:197.210.0.1']) {
      expect(await countryOf(address), address).toBe('NG');
    }
    expect(await countryOf('81.2.69.142')).toBe('GB');
    expect(await countryOf('8.8.8.8')).toBe('US');
  });

  it('places no documentation address, and reads no text that is not an address', async () => {
    expect(await countryOf('192.0.2.1')).toBeNull();
    expect(await countryOf('2001:db8::1')).toBeNull();
    expect(await countryOf('not-an-address')).toBeNull();
  });
});

describe('GET ip-info', () => {
  it('answers a Nigerian address with Lagos, the region checkout preselects', async () => {
    const res = await ipInfo('197.210.0.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.json().data).toEqual({ ip: '197.210.0.1', ...LAGOS_DEFAULT });
  });

  it('answers a foreign address with its country and no delivery region', async () => {
    expect((await ipInfo('81.2.69.142')).json().data).toEqual({
      ip: '81.2.69.142',
      country: 'United Kingdom',
      country_code: 'GB',
      state: null,
      state_code: null,
      city: null,
      is_default: false,
    });
    expect((await ipInfo('8.8.8.8')).json().data).toMatchObject({
      country: 'United States',
      country_code: 'US',
      state_code: null,
    });
  });

  it('answers Lagos for private, loopback, IPv6 local and unplaced addresses', async () => {
    for (const address of [
      '10.1.2.3',
      '192.168.0.10',
      '172.20.0.5',
      '127.0.0.1',
      '::1',
      'fd00::1',
      '100.64.1.1',
      '192.0.2.1',
    ]) {
      expect((await ipInfo(address)).json().data, address).toEqual({ ip: address, ...LAGOS_DEFAULT });
    }
  });

  it('reads an IPv4-mapped IPv6 socket address as IPv4', async () => {
    expect((await ipInfo('::ffff:81.2.69.142')).json().data).toMatchObject({ country_code: 'GB' });
    expect(isPrivateAddress('::ffff:192.168.1.1')).toBe(true);
    expect(isPrivateAddress('105.112.0.1')).toBe(false);
  });
});
