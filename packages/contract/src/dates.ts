/**
 * Dates and times as the shop writes them, for the web app and for the API's mails and notices alike:
 * always in Lagos time, whatever zone the phone, the browser or the server runs in. A page rendered on
 * the server and hydrated on a phone then says the same thing near midnight, and a mail says what the
 * order page says. This is the one module that turns an instant into words; apps/web has a test that
 * fails on any other (src/lib/one-date-formatter.test.ts).
 *
 * The words are composed here from numbers, not taken from Intl's locale data: engines disagree on
 * details (en-NG writes September 'Sept' in recent ICU, 'PM' or 'pm'), and the server and the
 * shopper's browser must agree to the letter.
 */

/** Nigeria's one time zone: UTC+1 all year, no daylight saving. */
export const SHOP_TIME_ZONE = 'Africa/Lagos';

/** An ISO 8601 text (as every answer carries times), epoch milliseconds, or a Date. */
export type Instant = string | number | Date;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

type LagosParts = { year: number; month: number; day: number; hour: number; minute: number };

/** Lagos's offset from UTC (WAT, no daylight saving since 1919). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/**
 * The wall clock in Lagos at that instant; null for a text that is not a time. Plain arithmetic on
 * UTC+1 rather than Intl.DateTimeFormat with the zone: building that formatter loads ICU's zone and
 * locale data, which held a phone's main thread for about 50 ms (4x slower CPU) while the footer's
 * year hydrated on every page (issue 29).
 */
function lagosParts(at: Instant): LagosParts | null {
  const time = toDate(at).getTime();
  if (Number.isNaN(time)) return null;
  const wall = new Date(time + LAGOS_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const dateText = (p: LagosParts) => `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;

function timeText(p: LagosParts): string {
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${hour}:${String(p.minute).padStart(2, '0')} ${p.hour < 12 ? 'am' : 'pm'}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '23 Nov 2026', the day in Lagos. A text that is not a time is returned as it is. */
export function formatDate(at: Instant): string {
  const p = lagosParts(at);
  return p ? dateText(p) : String(at);
}

/** '9:05 pm', the time in Lagos. */
export function formatTime(at: Instant): string {
  const p = lagosParts(at);
  return p ? timeText(p) : String(at);
}

/** '23 Nov 2026, 9:05 pm' in Lagos. */
export function formatDateTime(at: Instant): string {
  const p = lagosParts(at);
  return p ? `${dateText(p)}, ${timeText(p)}` : String(at);
}

/** 'YYYY-MM-DD': the Lagos day of an instant (the day a view is counted in, a delivery counted from). */
export function lagosDay(at: Instant): string {
  const p = lagosParts(at);
  if (!p) throw new RangeError(`not a time: ${String(at)}`);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The hour (0 to 23) on a Lagos clock. */
export function lagosHour(at: Instant): number {
  const p = lagosParts(at);
  if (!p) throw new RangeError(`not a time: ${String(at)}`);
  return p.hour;
}

/** The year in Lagos (the footer's copyright year turns at Lagos midnight, on the server as in the browser). */
export function lagosYear(at: Instant): number {
  const p = lagosParts(at);
  if (!p) throw new RangeError(`not a time: ${String(at)}`);
  return p.year;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * When something arrived, as a list says it: 'Just now', '5 min ago', 'Today, 9:05 pm',
 * 'Yesterday, 9:05 pm', '21 Nov, 9:05 pm' this year, '21 Nov 2025' before it; Lagos days throughout.
 */
export function formatWhen(at: Instant, now: Date = new Date()): string {
  const p = lagosParts(at);
  if (!p) return String(at);
  const ago = now.getTime() - toDate(at).getTime();
  if (ago >= 0 && ago < MINUTE) return 'Just now';
  if (ago >= 0 && ago < 60 * MINUTE) return `${Math.floor(ago / MINUTE)} min ago`;
  const day = lagosDay(at);
  if (day === lagosDay(now)) return `Today, ${timeText(p)}`;
  if (day === lagosDay(now.getTime() - DAY)) return `Yesterday, ${timeText(p)}`;
  if (p.year === lagosYear(now)) return `${p.day} ${MONTHS[p.month - 1]}, ${timeText(p)}`;
  return dateText(p);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar day the server names ('2026-11-25', a delivery date) as 'Wed, 25 Nov'. It is a day, not
 * an instant: no zone moves it. Anything that is not a calendar day is shown as the server sent it.
 */
export function formatCalendarDay(day: string): string {
  const match = ISO_DAY.exec(day.trim());
  if (!match) return day;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return day;
  return `${WEEKDAYS[utc.getUTCDay()]}, ${date} ${MONTHS[month - 1]}`;
}
