// Browser tests run in Debian's Chromium (Playwright cannot download its own browser here).
// Install it when it is missing and we can; otherwise say exactly what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core`,
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core',
    {
      stdio: 'inherit',
    },
  );
}
