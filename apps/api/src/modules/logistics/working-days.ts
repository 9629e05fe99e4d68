import { lagosDay } from '@oja/contract/dates';

/**
 * Couriers in Nigeria deliver on working days: Monday to Friday, not on a public holiday. The
 * holidays are those of the Public Holidays Act as the Federal Government declares them each year
 * (announced by the Federal Ministry of Interior):
 *
 * - fixed dates, every year: New Year's Day (1 Jan), Workers' Day (1 May), Democracy Day (12 Jun),
 *   Independence Day (1 Oct), Christmas Day (25 Dec) and Boxing Day (26 Dec);
 * - Good Friday and Easter Monday, from the date of Easter (computed below);
 * - the Muslim holidays, which follow the lunar calendar and are declared days before: Eid-el-Fitr
 *   (two days), Eid-el-Kabir (two days) and Eid-el-Maulud. ISLAMIC_HOLIDAYS lists them for the years
 *   the shop quotes, as the expected dates; a declared date that differs is corrected there.
 *
 * A holiday that falls on a Saturday or a Sunday is given on the next working day, as the government
 * declares in practice (Boxing Day 2026 is a Saturday: Monday 28 December is the holiday).
 */
export const ISLAMIC_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2026: ['2026-03-20', '2026-03-21', '2026-05-27', '2026-05-28', '2026-08-26'],
  2027: ['2027-03-10', '2027-03-11', '2027-05-16', '2027-05-17', '2027-08-15'],
};

const FIXED = ['01-01', '05-01', '06-12', '10-01', '12-25', '12-26'];
const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Every public holiday of a year as 'YYYY-MM-DD', weekend ones moved on to the next working day. */
export function publicHolidays(year: number): ReadonlySet<string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const declared = [
    ...FIXED.map((monthDay) => `${year}-${monthDay}`),
    isoDay(plusDays(easter, -2)),
    isoDay(plusDays(easter, 1)),
    ...(ISLAMIC_HOLIDAYS[year] ?? []),
  ].sort();
  const days = new Set(declared);
  for (const day of declared) {
    const date = new Date(`${day}T00:00:00Z`);
    if (!isWeekend(date)) continue;
    let substitute = plusDays(date, 1);
    while (isWeekend(substitute) || days.has(isoDay(substitute))) substitute = plusDays(substitute, 1);
    days.add(isoDay(substitute));
  }
  holidaysByYear.set(year, days);
  return days;
}

/** Whether a 'YYYY-MM-DD' is a working day in Nigeria. */
export function isWorkingDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !isWeekend(date) && !publicHolidays(date.getUTCFullYear()).has(day);
}

/**
 * The date `days` working days after `now`'s date in Lagos, as 'YYYY-MM-DD'. The order's own day is
 * not counted (a courier collects the next working day at the earliest), and a count never ends on a
 * day that is not a working day (0 days from a Saturday is the Monday).
 */
export function workingDaysAfter(now: Date, days: number): string {
  let date = new Date(`${lagosDay(now)}T00:00:00Z`);
  let counted = 0;
  while (counted < days || !isWorkingDay(isoDay(date))) {
    date = plusDays(date, 1);
    if (isWorkingDay(isoDay(date))) counted += 1;
  }
  return isoDay(date);
}
