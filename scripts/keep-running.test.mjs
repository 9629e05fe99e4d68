import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepRunning, LISTENING } from './keep-running.mjs';

// Issue 26 row 8: `kill -9` of the API under `npm start` left nothing running. These drive
// keep-running.mjs with small stand-in servers; apps/api/src/test/start-restarts.services.test.ts
// does it once with the real API.
const dir = mkdtempSync(path.join(tmpdir(), 'oja-keep-running-'));
const script = (name, body) => {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return file;
};
/** Says it listens, then stays up until SIGTERM, as the API does. */
const steady = script(
  'steady.mjs',
  `process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1000);
process.send({ type: '${LISTENING}' });`,
);
/** Says it listens, then crashes at once: a crash loop. */
const crashing = script('crashing.mjs', `process.send({ type: '${LISTENING}' }, () => process.exit(3));`);
/** Fails before it listens, as a bad configuration does. */
const neverOpens = script('never-opens.mjs', 'process.exit(2);');

const running = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((kept) => kept.stop('SIGKILL')));
});
const keep = (file, options = {}) => {
  const kept = keepRunning({ command: process.execPath, args: [file], log: () => {}, ...options });
  running.push(kept);
  return kept;
};
const next = (emitter, event) => new Promise((resolve) => emitter.once(event, resolve));

describe('keepRunning (npm start)', () => {
  it('starts a killed server again, and a SIGTERM then stops it for good', async () => {
    const kept = keep(steady, { firstDelayMs: 10 });
    const first = await next(kept, 'ready');
    const again = next(kept, 'ready');
    process.kill(first.pid, 'SIGKILL');
    const second = await again;
    expect(second.pid).not.toBe(first.pid);

    let restarts = 0;
    kept.on('restart', () => {
      restarts += 1;
    });
    expect(await kept.stop('SIGTERM')).toBe(0);
    expect(restarts).toBe(0);
    expect(kept.child).toBeNull();
  });

  it('lets a server that shut down cleanly (exit 0, e.g. SIGTERM to its own pid) stay down', async () => {
    const kept = keep(steady, { firstDelayMs: 5 });
    const child = await next(kept, 'ready');
    let restarts = 0;
    kept.on('restart', () => {
      restarts += 1;
    });
    process.kill(child.pid, 'SIGTERM');
    expect(await kept.done).toBe(0);
    expect(restarts).toBe(0);
  });

  it('waits longer after each death in a row, up to the most', async () => {
    const kept = keep(crashing, { firstDelayMs: 5, maxDelayMs: 40 });
    const delays = [];
    await new Promise((resolve) =>
      kept.on('restart', ({ delayMs }) => {
        delays.push(delayMs);
        if (delays.length === 6) resolve();
      }),
    );
    await kept.stop('SIGTERM');
    expect(delays).toEqual([5, 10, 20, 40, 40, 40]);
  });

  it('gives up (exit 1) on a server that never opens, rather than retrying a bad configuration', async () => {
    const kept = keep(neverOpens, { firstDelayMs: 5 });
    let restarts = 0;
    kept.on('restart', () => {
      restarts += 1;
    });
    expect(await kept.done).toBe(1);
    expect(restarts).toBe(0);
  });
});
