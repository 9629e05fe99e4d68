import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

// Issue 53 item 12: the embedded database's folder held 969 files at mode 0666 (initdb's template
// catalogues and the first WAL segment), so any local user could corrupt the shop.
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Every path under `root` (itself included) that its group or others may read, write or enter. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const visit = (file: string) => {
    const stat = statSync(file);
    if ((stat.mode & 0o077) !== 0)
      open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(root, file)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(file)) visit(path.join(file, entry));
  };
  visit(root);
  return open;
}

describe('the data folder (OJA_DATA_DIR)', () => {
  it('is private after a start: folders 0700, files 0600, an old folder and its secrets included', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'oja-data-folder-'));
    made.push(parent);
    const dataDir = path.join(parent, 'data');
    // A folder left by an earlier version: open to everyone, with an old secret and a stray file.
    mkdirSync(path.join(dataDir, 'old'), { recursive: true });
    chmodSync(dataDir, 0o777);
    chmodSync(path.join(dataDir, 'old'), 0o775);
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'x'.repeat(48), { mode: 0o644 });
    writeFileSync(path.join(dataDir, 'old', 'notes'), 'left over', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
    chmodSync(path.join(dataDir, 'old', 'notes'), 0o666);

    // What server.ts does on start in development: the config (its secrets), then the database.
    const config = loadConfig({
      NODE_ENV: 'development',
      OJA_DATA_DIR: dataDir,
      JWT_SECRET: '',
      PIN_SECRET: '',
    });
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['jwt-secret', 'pin-secret', 'PG_VERSION']));
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
