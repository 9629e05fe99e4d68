import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatTime,
  formatWhen,
  lagosDay,
  lagosHour,
  lagosYear,
} from './dates.ts';

describe('dates in Lagos time', () => {
  it('writes an instant as the day and the clock in Lagos, not in UTC or the machine zone', () => {
    expect(formatDate('2026-11-23T08:05:00.000Z')).toBe('23 Nov 2026');
    expect(formatTime('2026-11-23T08:05:00.000Z')).toBe('9:05 am');
    expect(formatDateTime('2026-11-23T20:40:00.000Z')).toBe('23 Nov 2026, 9:40 pm');
    expect(formatTime('2026-11-23T11:00:00.000Z')).toBe('12:00 pm');
    expect(formatDateTime(Date.UTC(2026, 8, 9, 10, 0))).toBe('9 Sep 2026, 11:00 am');
    expect(formatDate(new Date('2026-01-02T12:00:00.000Z'))).toBe('2 Jan 2026');
  });

  it('counts a time near midnight UTC in the next Lagos day (and year)', () => {
    // 23:30 UTC on the 22nd is 00:30 on the 23rd in Lagos.
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('23 Nov 2026');
    expect(formatTime('2026-11-22T23:30:00.000Z')).toBe('12:30 am');
    expect(formatDateTime('2026-11-22T23:30:00.000Z')).toBe('23 Nov 2026, 12:30 am');
    expect(lagosDay('2026-11-22T23:30:00.000Z')).toBe('2026-11-23');
    expect(lagosHour('2026-11-22T23:30:00.000Z')).toBe(0);
    expect(lagosDay('2026-12-31T23:00:00.000Z')).toBe('2027-01-01');
    expect(lagosYear('2026-12-31T23:00:00.000Z')).toBe(2027);
    // One minute earlier it is still the old day and year.
    expect(lagosDay('2026-12-31T22:59:00.000Z')).toBe('2026-12-31');
    expect(formatDateTime('2026-12-31T22:59:00.000Z')).toBe('31 Dec 2026, 11:59 pm');
  });

  it('leaves a text that is not a time as it came, and refuses it where a number is needed', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
    expect(() => lagosDay('soon')).toThrow(RangeError);
  });

  it('says when something arrived the way a list reads, in Lagos days', () => {
    // 10:00 on 23 Nov 2026 in Lagos.
    const now = new Date('2026-11-23T09:00:00.000Z');
    expect(formatWhen('2026-11-23T08:59:30.000Z', now)).toBe('Just now');
    expect(formatWhen('2026-11-23T08:35:00.000Z', now)).toBe('25 min ago');
    expect(formatWhen('2026-11-23T00:05:00.000Z', now)).toBe('Today, 1:05 am');
    expect(formatWhen('2026-11-22T23:30:00.000Z', now)).toBe('Today, 12:30 am');
    expect(formatWhen('2026-11-22T20:05:00.000Z', now)).toBe('Yesterday, 9:05 pm');
    expect(formatWhen('2026-11-02T11:00:00.000Z', now)).toBe('2 Nov, 12:00 pm');
    expect(formatWhen('2025-12-30T11:00:00.000Z', now)).toBe('30 Dec 2025');
  });

  it('names a calendar day without moving it to any zone', () => {
    expect(formatCalendarDay('2025-11-25')).toBe('Tue, 25 Nov');
    expect(formatCalendarDay('2026-01-02')).toBe('Fri, 2 Jan');
    expect(formatCalendarDay('2026-11-25T23:30:00.000Z')).toBe('Wed, 25 Nov');
    expect(formatCalendarDay('2026-09-01')).toBe('Tue, 1 Sep');
    expect(formatCalendarDay('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDay('Next week')).toBe('Next week');
  });

  it('gives the same words whatever zone the machine is in', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Asia/Tokyo', 'UTC']) {
        // Node follows a change of TZ at once; the local getters prove the zone took effect.
        process.env.TZ = zone;
        const localHour = new Date('2026-11-22T23:30:00.000Z').getHours();
        expect(localHour, zone).toBe({ 'America/Los_Angeles': 15, 'Asia/Tokyo': 8, UTC: 23 }[zone]);
        expect(formatDateTime('2026-11-22T23:30:00.000Z'), zone).toBe('23 Nov 2026, 12:30 am');
        expect(lagosDay('2026-11-22T23:30:00.000Z'), zone).toBe('2026-11-23');
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
