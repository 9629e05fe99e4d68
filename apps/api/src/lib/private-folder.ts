import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Makes `dir` and everything under it private to this user: folders 0700, files 0600. The data folder
 * holds the embedded database and the server's secrets; PGlite writes initdb's files at 0666, whatever
 * the umask, so it is done again after every open (ADR 0071). Symbolic links are left alone (never
 * followed); a file that vanishes meanwhile (PostgreSQL's temporary files) is skipped.
 */
export function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const visit = (file: string) => {
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(file);
    } catch (error) {
      if (gone(error)) return;
      throw error;
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    try {
      if ((stat.mode & 0o777) !== wanted) chmodSync(file, wanted);
      if (stat.isDirectory()) for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } catch (error) {
      if (!gone(error)) throw error;
    }
  };
  visit(dir);
}
