import { describe, expect, it } from 'vitest';
import { addressLines, formatDate, formatWhen, greeting, itemCount } from './format';

// 2026-11-23 10:00 in Lagos (UTC+1).
const now = new Date('2026-11-23T09:00:00.000Z');

describe('account formats', () => {
  it('says when a notice arrived the way a list reads, in Lagos time', () => {
    expect(formatWhen('2026-11-23T08:59:30.000Z', now)).toBe('Just now');
    expect(formatWhen('2026-11-23T08:35:00.000Z', now)).toBe('25 min ago');
    expect(formatWhen('2026-11-23T00:05:00.000Z', now)).toBe('Today, 1:05 am');
    // 23:30 UTC on the 22nd is already 00:30 on the 23rd in Lagos.
    expect(formatWhen('2026-11-22T23:30:00.000Z', now)).toBe('Today, 12:30 am');
    expect(formatWhen('2026-11-22T20:05:00.000Z', now)).toBe('Yesterday, 9:05 pm');
    expect(formatWhen('2026-11-02T11:00:00.000Z', now)).toBe('2 Nov, 12:00 pm');
    expect(formatWhen('2025-12-30T11:00:00.000Z', now)).toBe('30 Dec 2025');
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('23 Nov 2026');
  });

  it('greets by the Lagos hour', () => {
    expect(greeting(new Date('2026-11-23T06:00:00.000Z'))).toBe('Good morning');
    expect(greeting(new Date('2026-11-23T11:00:00.000Z'))).toBe('Good afternoon');
    expect(greeting(new Date('2026-11-23T15:00:00.000Z'))).toBe('Good evening');
  });

  it('names addresses and counts', () => {
    expect(
      addressLines({ address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', postal_code: '100001' }),
    ).toEqual(['12 Allen Avenue', 'Ikeja, Lagos 100001']);
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(4)).toBe('4 items');
  });
});
