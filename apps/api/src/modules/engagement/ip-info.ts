import { isIP } from 'node:net';
import type { IpInfoAnswer } from '@oja/contract/engagement';
import type { Executor } from '../../db/client.ts';
import { findState } from '../logistics/places.ts';
import { geoLookup } from './geo-data.ts';

/** Most of the shop's customers are in Lagos: the default for an address the database cannot place. */
export const DEFAULT_PLACE = {
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
 * GET ip-info: country, region and city of the caller's address. A Nigerian region the shop delivers
 * to also gets its station code (geoip's region is the ISO 3166-2:NG code, which the logistics
 * station codes follow), so checkout can preselect it. Private and unknown addresses, and Nigerian
 * ones placed in no region, answer Lagos (`is_default`).
 */
export async function ipInfo(db: Executor, ip: string): Promise<IpInfoAnswer> {
  const found = isPrivateAddress(ip) ? null : await geoLookup(ip);
  if (!found?.country) return { ip, ...DEFAULT_PLACE, is_default: true };
  const country = COUNTRY_NAMES.of(found.country) ?? found.country;
  if (found.country !== 'NG') {
    return {
      ip,
      country,
      country_code: found.country,
      state: found.region || null,
      state_code: null,
      city: found.city || null,
      is_default: false,
    };
  }
  const state = found.region ? await findState(db, found.region) : null;
  // Mobile carriers' addresses are often placed in the country only: Lagos is still the best guess.
  if (!state) return { ip, ...DEFAULT_PLACE, is_default: true };
  return {
    ip,
    country,
    country_code: 'NG',
    state: state.stationDescription,
    state_code: state.stationCode,
    city: found.city || null,
    is_default: false,
  };
}
