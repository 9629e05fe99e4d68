import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { repoRoot, webDist } from './server-helpers';

/*
 * No secret in what the server hands to browsers. This runs with the browser tests because
 * `npm run test:e2e` builds the web app first: it reads the very build the server under test serves
 * (OJA_WEB_DIST, or apps/web/dist), every file of it, and needs no browser.
 */

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** A string literal from the API's source, found by the text around it (fails if it moved). */
function literal(file: string, pattern: RegExp): string {
  const found = readFileSync(path.join(repoRoot, file), 'utf8').match(pattern)?.[1];
  if (!found) throw new Error(`${pattern} no longer finds the secret in ${file}: update this test`);
  return found;
}

/** The secrets the repository itself holds, and this server's own, and any given to this run. */
function knownSecrets(): Record<string, string> {
  const secrets: Record<string, string> = {
    'Paystack sandbox secret key': literal(
      'apps/api/src/integrations/paystack.ts',
      /SANDBOX_SECRET_KEY = '([^']+)'/,
    ),
    'JWT secret of NODE_ENV=test': literal('apps/api/src/config.ts', /JWT_SECRET: '([^']+)'/),
    'PIN secret of NODE_ENV=test': literal('apps/api/src/config.ts', /PIN_SECRET: '([^']+)'/),
    'JWT secret of the test processes': literal(
      'apps/api/src/test/server-process.ts',
      /TEST_JWT_SECRET = '([^']+)'/,
    ),
  };
  // The server under test keeps its development JWT secret in its data folder (config.ts).
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir || !existsSync(path.join(dataDir, 'jwt-secret'))) {
    throw new Error('the server under test has written no jwt-secret in E2E_DATA_DIR');
  }
  secrets['JWT secret of the server under test'] = readFileSync(
    path.join(dataDir, 'jwt-secret'),
    'utf8',
  ).trim();
  // Its PIN secret is written the same way (config.ts), once the server has started.
  const pinSecretFile = path.join(dataDir, 'pin-secret');
  if (existsSync(pinSecretFile)) {
    secrets['PIN secret of the server under test'] = readFileSync(pinSecretFile, 'utf8').trim();
  }
  for (const name of [
    'JWT_SECRET',
    'PIN_SECRET',
    'PAYSTACK_SECRET_KEY',
    'RECAPTCHA_SECRET',
    'SMTP_URL',
    'DATABASE_URL',
  ]) {
    const value = process.env[name];
    if (value && value.length >= 8) secrets[name] = value;
  }
  return secrets;
}

/** Shapes a secret has whoever's it is. */
const SECRET_SHAPES: Record<string, RegExp> = {
  'a Paystack secret key': /sk_(?:live|test)_[0-9A-Za-z_]{8,}/,
  'a private key': /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  'a URL with a password': /\b(?:postgres(?:ql)?|redis|rediss|smtps?|amqps?):\/\/[^\s'"`:@/]+:[^\s'"`@/]+@/,
};

test('the built web app holds no secret', () => {
  expect(existsSync(path.join(webDist, 'index.html')), `no web build in ${webDist}`).toBe(true);
  const files = filesUnder(webDist);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);

  const secrets = knownSecrets();
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'latin1');
    const where = path.relative(webDist, file);
    for (const [name, value] of Object.entries(secrets)) {
      if (text.includes(value)) found.push(`${where}: ${name}`);
    }
    for (const [name, shape] of Object.entries(SECRET_SHAPES)) {
      const match = text.match(shape);
      if (match) found.push(`${where}: ${name} (${match[0].slice(0, 12)}...)`);
    }
  }
  expect(found).toEqual([]);
});
