// Screenshots of pages at phone (360x740) and desktop (1280x800) size, to look at what shoppers see.
//   node e2e/screenshots.mjs [baseUrl] [path ...]     (pictures go to screenshots/)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/'];
mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [name, viewport] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: name === 'phone' });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const file = `screenshots/${name}${path.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
