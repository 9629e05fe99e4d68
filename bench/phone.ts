/** The browser the bench's page tools drive: Debian's Chromium unless CHROME_PATH says otherwise. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse's mobile screen (a Moto G Power: 412x823 at 1.75x), as Playwright context options. */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
} as const;
