// What `npm start` runs the API under (scripts/start.mjs): a process that dies without being asked to
// (a crash, an OOM or `kill -9`) is started again, as OJA_WORKERS's supervisor replaces a worker.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';

/** The message the API sends its parent once it listens (apps/api/src/server.ts). */
export const LISTENING = 'oja:listening';

/**
 * Runs `command` with `args` and keeps it running. It is started again after every death that was
 * not asked for (killed by a signal, or an exit code other than 0), after a wait that doubles from
 * `firstDelayMs` to `maxDelayMs` with each death in a row (a crash loop does not spin), back to the
 * first once it has stayed up `healthyMs`. A process that dies before it ever said LISTENING on its
 * first start is not started again: a bad configuration would fail each time; `done` then resolves
 * with 1. An exit 0 (a clean shutdown, e.g. SIGTERM sent to its own pid) ends it too, with 0.
 * `stop(signal)` passes the signal on and resolves `done` with the process's exit code once it ended.
 *
 * Events: `start` (child), `ready` (child), `exit` ({ code, signal }), `restart` ({ delayMs }).
 */
export function keepRunning({
  command,
  args = [],
  options = {},
  firstDelayMs = 500,
  maxDelayMs = 30_000,
  healthyMs = 60_000,
  log = (line) => console.error(line),
}) {
  const events = new EventEmitter();
  let child = null;
  let stopping = false;
  let everReady = false;
  let deathsInARow = 0;
  let readyAt = 0;
  let timer = null;
  let finish;
  const done = new Promise((resolve) => {
    finish = resolve;
  });

  function start() {
    timer = null;
    const stdio = options.stdio ?? 'inherit';
    const io = Array.isArray(stdio) ? stdio.slice(0, 3) : [stdio, stdio, stdio];
    const current = spawn(command, args, { ...options, stdio: [...io, 'ipc'] });
    child = current;
    readyAt = 0;
    events.emit('start', current);
    current.on('message', (message) => {
      if (message?.type !== LISTENING) return;
      everReady = true;
      readyAt = Date.now();
      events.emit('ready', current);
    });
    current.on('exit', (code, signal) => {
      child = null;
      events.emit('exit', { code, signal });
      if (stopping) return finish(code ?? (signal ? 1 : 0));
      // The API ends with 0 only after a clean shutdown: someone stopped it on purpose (a signal to its pid).
      if (code === 0) return finish(0);
      if (!everReady) {
        log(`The API stopped before it opened (${signal ?? code}); not starting it again.`);
        return finish(1);
      }
      deathsInARow = readyAt && Date.now() - readyAt >= healthyMs ? 1 : deathsInARow + 1;
      const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** (deathsInARow - 1));
      log(`The API stopped (${signal ?? code}); starting it again in ${delayMs} ms.`);
      events.emit('restart', { delayMs });
      timer = setTimeout(start, delayMs);
    });
  }

  start();
  // defineProperties, not Object.assign: assign would copy the getter's value once.
  return Object.defineProperties(events, {
    done: { value: done },
    /** The running process, or null while waiting to start it again. */
    child: { get: () => child },
    stop: {
      value(signal = 'SIGTERM') {
        stopping = true;
        if (timer) {
          clearTimeout(timer);
          timer = null;
          finish(0);
        }
        child?.kill(signal);
        return done;
      },
    },
  });
}
