import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { geoLookup } from './geo-data.ts';

type Reference = { lookup(ip: string): { country: string; region: string; city: string } | null };

/** geoip-lite's own lookup, which reads the same files into memory: the answer to compare with. */
const require = createRequire(import.meta.url);
const reference = require('geoip-lite') as Reference;
const expected = (ip: string) => {
  const found = reference.lookup(ip);
  return found && { country: found.country, region: found.region, city: found.city };
};

/** A small deterministic generator, so a failure names the same addresses on the next run. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state;
  };
}

describe('geoLookup (GeoLite data searched on disk)', () => {
  it('answers what geoip-lite answers for 3,000 IPv4 addresses spread over the whole space', async () => {
    const next = numbers(42);
    const addresses = Array.from({ length: 3_000 }, () => {
      const n = next();
      return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
    });
    // Some of them in Nigerian blocks, where the region matters to checkout.
    for (let i = 0; i < 200; i++) addresses.push(`197.210.${next() & 255}.${next() & 255}`);
    for (let i = 0; i < 200; i++) addresses.push(`105.112.${next() & 255}.${next() & 255}`);
    const found = await Promise.all(addresses.map((ip) => geoLookup(ip)));
    const mismatches = addresses.filter((ip, i) => JSON.stringify(found[i]) !== JSON.stringify(expected(ip)));
    expect(mismatches).toEqual([]);
    expect(found.filter((place) => place?.country === 'NG' && place.region).length).toBeGreaterThan(100);
  });

  it('answers what geoip-lite answers for IPv6 addresses, written short or in full, and IPv4-mapped ones', async () => {
    // Most of the IPv6 space is in no range: take 1,000 addresses inside ranges of the data file.
    const file = readFileSync(
      path.join(path.dirname(require.resolve('geoip-lite/package.json')), 'data/geoip-city6.dat'),
    );
    const next = numbers(7);
    const group = (offset: number) => file.readUInt16BE(offset).toString(16);
    const inRanges = Array.from({ length: 1_000 }, () => {
      const line = next() % (file.length / 48);
      return `${[0, 2, 4, 6].map((i) => group(line * 48 + i)).join(':')}::${(next() & 0xffff).toString(16)}`;
    });
    const addresses = [
      '2001:4860:4860::8888',
      '2a00:1450:4001:82a::200e',
      '2c0f:f248::1',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '::ffff:197.210.0.1',
      '0:0:0:0:0:ffff:81.2.69.142',
      ...inRanges,
    ];
    const found = await Promise.all(addresses.map((ip) => geoLookup(ip)));
    const mismatches = addresses.filter((ip, i) => JSON.stringify(found[i]) !== JSON.stringify(expected(ip)));
    expect(mismatches).toEqual([]);
    expect(found[1]).toEqual({ country: 'DE', region: 'HE', city: 'Frankfurt am Main' });
    expect(found[4]).toMatchObject({ country: 'NG', region: 'LA' });
    expect(found.filter((place) => place?.country).length).toBeGreaterThan(900);
  });

  it('answers null for what is not an address', async () => {
    expect(await geoLookup('not an address')).toBeNull();
    expect(await geoLookup('')).toBeNull();
  });
});
