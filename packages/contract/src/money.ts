/** Integer kobo (1 naira = 100 kobo): the only unit money is stored or computed in. */
export type Kobo = number;

const KOBO_PER_NAIRA = 100;
const NAIRA_SIGN = '₦';

function assertKobo(kobo: number, name = 'kobo'): void {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`${name} must be a safe integer, got ${kobo}`);
}

/** Exact: an integer divided by 100 is the nearest double to its 2-decimal naira value. */
export function koboToNaira(kobo: Kobo): number {
  assertKobo(kobo);
  return kobo === 0 ? 0 : kobo / KOBO_PER_NAIRA;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Scales a decimal written as text by 10^places and rounds half away from zero, digit by digit:
 * multiplying the double instead would turn 1.005 naira into 100.4999... kobo.
 */
function roundDecimalText(text: string, places: number): number {
  const match = DECIMAL.exec(text);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole + fraction === '') return Number.NaN;
  const digits = whole.replace(/^0+/, '') + fraction;
  if (/^0*$/.test(digits)) return 0;
  const point = digits.length - fraction.length + Number(exponent) + places;
  // Past 17 digits no result is a safe integer; stopping here also bounds the padding below.
  if (point > 17) return sign === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  const kept = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const next = point < 0 ? 0 : Number(digits[point] ?? '0');
  const magnitude = Number(kept) + (next >= 5 ? 1 : 0);
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Naira (number, or text such as a form value) to kobo, half away from zero. */
export function nairaToKobo(naira: number | string): Kobo {
  if (typeof naira === 'number' && !Number.isFinite(naira)) {
    throw new RangeError(`naira must be a finite number, got ${naira}`);
  }
  // String() of a number is its shortest round-trip form, i.e. the decimal the author wrote.
  const kobo = roundDecimalText(typeof naira === 'number' ? String(naira) : naira.trim(), 2);
  if (Number.isNaN(kobo)) throw new RangeError(`naira must be a number, got '${naira}'`);
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`naira amount is out of range: ${naira}`);
  return kobo;
}

/**
 * 1234567 -> '1,234,567' (groups of three with commas, as Nigerian prices are written). By hand
 * rather than Intl.NumberFormat: building a formatter loads locale data, which cost a phone about
 * 45 ms of main thread while the first page hydrated (issue 14).
 */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count as the shop writes it: 12345 -> '12,345'. For counts shown while a page hydrates (stock,
 * listings, reviews) instead of toLocaleString('en-US'), whose first call loads ICU's number data
 * (about 60 ms of a phone's main thread in one piece, issue 29).
 */
export function formatCount(count: number): string {
  return Number.isSafeInteger(count) ? groupThousands(count) : String(count);
}

/** Whole Smart Coins with their unit: '1 coin', '1,250 coins'. */
export function formatCoins(coins: number): string {
  return `${formatCount(coins)} ${coins === 1 ? 'coin' : 'coins'}`;
}

/** '₦1,234,567.50'; negatives as '-₦500.00'. Built from integers so no float ever rounds a digit. */
export function formatNaira(kobo: Kobo): string {
  assertKobo(kobo);
  const absolute = Math.abs(kobo);
  const whole = Math.floor(absolute / KOBO_PER_NAIRA);
  const fraction = String(absolute % KOBO_PER_NAIRA).padStart(2, '0');
  return `${kobo < 0 ? '-' : ''}${NAIRA_SIGN}${groupThousands(whole)}.${fraction}`;
}

export function formatNairaAmount(naira: number): string {
  return formatNaira(nairaToKobo(naira));
}

/** `percent` is in percent (5 means 5%); the result is rounded half away from zero to whole kobo. */
export function percentOfKobo(kobo: Kobo, percent: number): Kobo {
  assertKobo(kobo);
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be finite, got ${percent}`);
  // 15 significant digits drop the binary noise of the product (e.g. 1650.0000000000002).
  const exact = ((kobo * percent) / 100).toPrecision(15);
  return roundDecimalText(exact, 0);
}

const BASIS_POINTS = 10_000;

/**
 * A price with VAT at `vatRateBp` basis points (750 = 7.5%), the VAT rounded half up to whole kobo.
 * Integer arithmetic only, so no float can round the half kobo the wrong way. Cards, the product page
 * and the cart all price through this: the price shown is the price paid.
 */
export function withVatKobo(kobo: Kobo, vatRateBp: number): Kobo {
  assertKobo(kobo);
  if (kobo < 0) throw new RangeError(`kobo must not be negative, got ${kobo}`);
  if (!Number.isSafeInteger(vatRateBp) || vatRateBp < 0 || vatRateBp > BASIS_POINTS) {
    throw new RangeError(`vatRateBp must be an integer from 0 to ${BASIS_POINTS}, got ${vatRateBp}`);
  }
  const scaled = kobo * vatRateBp + BASIS_POINTS / 2;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`kobo amount is out of range: ${kobo}`);
  const vat = (scaled - (scaled % BASIS_POINTS)) / BASIS_POINTS;
  return sumKobo(kobo, vat);
}

export function sumKobo(...values: Kobo[]): Kobo {
  let total = 0;
  for (const value of values) {
    assertKobo(value, 'each value');
    total += value;
  }
  assertKobo(total, 'sum');
  return total;
}
