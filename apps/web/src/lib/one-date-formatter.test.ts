import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every date and time the web app shows is written by @oja/contract/dates, in Lagos time. A formatter
 * of the device's zone (toLocaleDateString, a DateTimeFormat without timeZone, getHours...) reads
 * differently on the server and on a phone abroad, and hydrates into a mismatch near midnight.
 */
const SRC = join(import.meta.dirname, '..');

const FORBIDDEN: Array<[RegExp, string]> = [
  [/\btoLocaleDateString\s*\(/, 'toLocaleDateString'],
  [/\btoLocaleTimeString\s*\(/, 'toLocaleTimeString'],
  // Numbers are grouped with formatCount (@oja/contract/money) or toLocaleString('en-US'); any other use of it is a date.
  [/\btoLocaleString\s*\((?!\s*['"]en-US['"]\s*\))/, "toLocaleString (other than a number's 'en-US')"],
  [/\bIntl\s*\.\s*DateTimeFormat\b/, 'Intl.DateTimeFormat'],
  [/\bIntl\s*\.\s*RelativeTimeFormat\b/, 'Intl.RelativeTimeFormat'],
  [
    /\.get(Hours|Minutes|Date|Day|Month|FullYear|TimezoneOffset)\s*\(/,
    'a getter of the local zone (getHours, getDate...)',
  ],
  [/from\s+['"](date-fns|dayjs|moment|luxon)/, 'a date library'],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one date formatter', () => {
  it('is the only code of the web app that turns an instant into words', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [pattern, what] of FORBIDDEN) {
            if (pattern.test(line)) found.push(`${relative(SRC, file)}:${index + 1}: ${what}`);
          }
        });
    }
    expect(found, 'use formatDate, formatTime, formatDateTime... of @oja/contract/dates').toEqual([]);
  });

  it('would catch a second formatter', () => {
    const caught = (line: string) => FORBIDDEN.some(([pattern]) => pattern.test(line));
    expect(caught("new Date(at).toLocaleDateString('en-NG')")).toBe(true);
    expect(caught('new Date(at).toLocaleString()')).toBe(true);
    expect(caught("at.toLocaleString('en-NG', { timeZone: 'Africa/Lagos' })")).toBe(true);
    expect(caught("new Intl.DateTimeFormat('en-NG', { day: 'numeric' })")).toBe(true);
    expect(caught('const year = new Date().getFullYear();')).toBe(true);
    expect(caught("import { format } from 'date-fns';")).toBe(true);
    expect(caught("{total.toLocaleString('en-US')} products")).toBe(false);
    expect(caught('date.getUTCDay()')).toBe(false);
  });
});
