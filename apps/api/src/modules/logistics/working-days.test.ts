import { describe, expect, it } from 'vitest';
import { easterSunday, isWorkingDay, publicHolidays, workingDaysAfter } from './working-days.ts';

// Tuesday 1 December 2026, 10:00 in Lagos.
const TUESDAY = new Date('2026-12-01T09:00:00Z');
const FRIDAY = new Date('2026-11-27T09:00:00Z');

describe('working days: Monday to Friday, without Nigeria’s public holidays', () => {
  it('never counts a Saturday or a Sunday (DHL’s 2-4 working days from a Tuesday end on Monday, not Saturday)', () => {
    expect(workingDaysAfter(TUESDAY, 2)).toBe('2026-12-03');
    expect(workingDaysAfter(TUESDAY, 4)).toBe('2026-12-07');
    expect(workingDaysAfter(FRIDAY, 1)).toBe('2026-11-30');
    expect(workingDaysAfter(FRIDAY, 5)).toBe('2026-12-04');
    expect(workingDaysAfter(FRIDAY, 6)).toBe('2026-12-07');
  });

  it('counts from the date in Lagos, and never ends on a day off', () => {
    // 23:30 UTC on Friday is already Saturday 00:30 in Lagos.
    const saturdayInLagos = new Date('2026-11-27T23:30:00Z');
    expect(workingDaysAfter(saturdayInLagos, 0)).toBe('2026-11-30');
    expect(workingDaysAfter(saturdayInLagos, 1)).toBe('2026-11-30');
    expect(workingDaysAfter(saturdayInLagos, 2)).toBe('2026-12-01');
  });

  it('skips Christmas, Boxing Day and the Monday given for a Boxing Day on a Saturday', () => {
    // Thursday 24 December 2026: Fri 25 and (for Sat 26) Mon 28 are holidays.
    const christmasEve = new Date('2026-12-24T09:00:00Z');
    expect(workingDaysAfter(christmasEve, 1)).toBe('2026-12-29');
    expect(workingDaysAfter(christmasEve, 3)).toBe('2026-12-31');
    // New Year's Day 2027 is a Friday: 3 working days from 31 December end on Wednesday 6 January.
    expect(workingDaysAfter(new Date('2026-12-31T09:00:00Z'), 3)).toBe('2027-01-06');
  });

  it('knows the fixed, Easter and Muslim holidays of a year', () => {
    const days = publicHolidays(2026);
    for (const day of ['2026-01-01', '2026-05-01', '2026-06-12', '2026-10-01', '2026-12-25', '2026-12-28'])
      expect(days.has(day)).toBe(true);
    // Easter 2026 is 5 April: Good Friday 3 April, Easter Monday 6 April.
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    expect(easterSunday(2024).toISOString().slice(0, 10)).toBe('2024-03-31');
    expect(isWorkingDay('2026-04-03')).toBe(false);
    expect(isWorkingDay('2026-04-06')).toBe(false);
    expect(isWorkingDay('2026-04-07')).toBe(true);
    // Eid-el-Fitr 2026 (20-21 March, a Friday and a Saturday): Monday 23 March is given for the Saturday.
    expect(isWorkingDay('2026-03-20')).toBe(false);
    expect(isWorkingDay('2026-03-23')).toBe(false);
    expect(isWorkingDay('2026-03-24')).toBe(true);
    expect(isWorkingDay('2026-12-02')).toBe(true);
    expect(isWorkingDay('2026-12-05')).toBe(false);
  });
});
