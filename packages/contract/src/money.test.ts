import { describe, expect, it } from 'vitest';
import { nairaAmount, nairaQueryAmount } from './amounts.ts';
import {
  formatCount,
  formatNaira,
  formatNairaAmount,
  koboToNaira,
  nairaToKobo,
  percentOfKobo,
  sumKobo,
  withVatKobo,
} from './money.ts';

describe('formatNaira', () => {
  it('groups thousands with commas and always shows 2 decimals', () => {
    expect(formatNaira(123_456_750)).toBe('₦1,234,567.50');
    expect(formatNaira(100_000)).toBe('₦1,000.00');
    expect(formatNaira(99_999)).toBe('₦999.99');
    expect(formatNaira(5)).toBe('₦0.05');
  });

  it('shows zero without a sign', () => {
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(-0)).toBe('₦0.00');
  });

  it('puts the minus sign before the naira sign', () => {
    expect(formatNaira(-50_000)).toBe('-₦500.00');
    expect(formatNaira(-123_456_701)).toBe('-₦1,234,567.01');
  });

  it('keeps every digit of the largest safe amount', () => {
    expect(formatNaira(Number.MAX_SAFE_INTEGER)).toBe('₦90,071,992,547,409.91');
  });

  it('refuses fractional kobo', () => {
    expect(() => formatNaira(10.5)).toThrow(RangeError);
    expect(() => formatNaira(Number.NaN)).toThrow(RangeError);
  });

  it('formats naira numbers the same way', () => {
    expect(formatNairaAmount(1_234_567.5)).toBe('₦1,234,567.50');
    expect(formatNairaAmount(-500)).toBe('-₦500.00');
    expect(formatNairaAmount(0.1 + 0.2)).toBe('₦0.30');
  });
});

describe('formatCount', () => {
  it('groups thousands with commas, as toLocaleString en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1_000_000, 2_147_483_647, -4500]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});

describe('kobo and naira conversion', () => {
  it('converts kobo to naira exactly', () => {
    expect(koboToNaira(150)).toBe(1.5);
    expect(koboToNaira(1)).toBe(0.01);
    expect(koboToNaira(-250)).toBe(-2.5);
    expect(Object.is(koboToNaira(-0), 0)).toBe(true);
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
  });

  it('converts naira numbers and texts to kobo', () => {
    expect(nairaToKobo(1234.5)).toBe(123_450);
    expect(nairaToKobo('1234.56')).toBe(123_456);
    expect(nairaToKobo(' 7 ')).toBe(700);
    expect(nairaToKobo('.5')).toBe(50);
    expect(nairaToKobo(1e-7)).toBe(0);
    expect(nairaToKobo(2e3)).toBe(200_000);
    expect(nairaToKobo('000012.30')).toBe(1_230);
    expect(nairaToKobo('0e400')).toBe(0);
    expect(nairaToKobo('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('round-trips every kobo amount of a range', () => {
    for (let kobo = -1_000; kobo <= 100_000; kobo += 7) {
      expect(nairaToKobo(koboToNaira(kobo))).toBe(kobo);
    }
  });

  it('rounds half away from zero to the kobo, on the decimal as written', () => {
    expect(nairaToKobo(1.005)).toBe(101);
    expect(nairaToKobo(1.004)).toBe(100);
    expect(nairaToKobo(-1.005)).toBe(-101);
    expect(nairaToKobo('0.125')).toBe(13);
    expect(nairaToKobo('-0.125')).toBe(-13);
    expect(nairaToKobo(0.0049)).toBe(0);
    expect(Object.is(nairaToKobo(-0.001), 0)).toBe(true);
  });

  it('rejects what is not a finite amount', () => {
    expect(() => nairaToKobo(Number.NaN)).toThrow(RangeError);
    expect(() => nairaToKobo(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => nairaToKobo('')).toThrow(RangeError);
    expect(() => nairaToKobo('abc')).toThrow(RangeError);
    expect(() => nairaToKobo('1,000')).toThrow(RangeError);
    expect(() => nairaToKobo(1e20)).toThrow(RangeError);
    expect(() => nairaToKobo('1e400000000')).toThrow(RangeError);
    expect(() => nairaToKobo('-1e30')).toThrow(RangeError);
  });
});

describe('withVatKobo', () => {
  it('adds 7.5% VAT: ₦10,000 becomes ₦10,750', () => {
    expect(withVatKobo(1_000_000, 750)).toBe(1_075_000);
    expect(withVatKobo(150_000, 750)).toBe(161_250);
  });

  it('rounds the VAT half up to whole kobo', () => {
    // 7.5% of 2 kobo is 0.15, of 20 kobo 1.5, of 6 kobo 0.45, of 1_234_567 kobo 92_592.525.
    expect(withVatKobo(2, 750)).toBe(2);
    expect(withVatKobo(20, 750)).toBe(22);
    expect(withVatKobo(6, 750)).toBe(6);
    expect(withVatKobo(1_234_567, 750)).toBe(1_327_160);
    expect(withVatKobo(1, 5_000)).toBe(2);
    expect(withVatKobo(3, 1_666)).toBe(3);
  });

  it('always answers whole kobo', () => {
    for (let kobo = 0; kobo <= 5_000; kobo += 7) {
      const priced = withVatKobo(kobo, 750);
      expect(Number.isSafeInteger(priced)).toBe(true);
      expect(priced - kobo).toBe(Math.floor((kobo * 750 + 5_000) / 10_000));
    }
  });

  it('leaves a price alone at a 0% rate and doubles it at 100%', () => {
    expect(withVatKobo(123_456, 0)).toBe(123_456);
    expect(withVatKobo(123_456, 10_000)).toBe(246_912);
    expect(withVatKobo(0, 750)).toBe(0);
  });

  it('refuses fractional or negative kobo and rates outside 0 to 10,000 basis points', () => {
    expect(() => withVatKobo(10.5, 750)).toThrow(RangeError);
    expect(() => withVatKobo(-100, 750)).toThrow(RangeError);
    expect(() => withVatKobo(100, 7.5)).toThrow(RangeError);
    expect(() => withVatKobo(100, -1)).toThrow(RangeError);
    expect(() => withVatKobo(100, 10_001)).toThrow(RangeError);
    expect(() => withVatKobo(Number.MAX_SAFE_INTEGER, 750)).toThrow(RangeError);
  });
});

describe('percentOfKobo', () => {
  it('rounds to whole kobo, half away from zero', () => {
    expect(percentOfKobo(10_000, 5)).toBe(500);
    expect(percentOfKobo(1_050, 5)).toBe(53);
    expect(percentOfKobo(1_049, 5)).toBe(52);
    expect(percentOfKobo(-1_050, 5)).toBe(-53);
    expect(percentOfKobo(1_500, 1.1)).toBe(17);
    expect(percentOfKobo(0, 10)).toBe(0);
  });

  it('refuses fractional kobo and non-finite percents', () => {
    expect(() => percentOfKobo(10.5, 5)).toThrow(RangeError);
    expect(() => percentOfKobo(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('sumKobo', () => {
  it('adds integers and refuses fractions', () => {
    expect(sumKobo()).toBe(0);
    expect(sumKobo(100, 250, -50)).toBe(300);
    expect(() => sumKobo(100, 0.5)).toThrow(RangeError);
    expect(() => sumKobo(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });
});

describe('nairaAmount', () => {
  it('accepts amounts with at most 2 decimals', () => {
    for (const amount of [0, 1, 1.5, 1234.56, -20.1, 0.01]) {
      expect(nairaAmount.safeParse(amount).success).toBe(true);
    }
  });

  it('rejects a third decimal, non-numbers and non-finite numbers', () => {
    for (const amount of [1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY, '10']) {
      expect(nairaAmount.safeParse(amount).success).toBe(false);
    }
  });

  it('reads query amounts from text', () => {
    expect(nairaQueryAmount.parse('1500.50')).toBe(1500.5);
    expect(nairaQueryAmount.safeParse('-1').success).toBe(false);
    expect(nairaQueryAmount.safeParse('1.234').success).toBe(false);
  });
});
