import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * How many raster renders (resvg, then sharp for WebP) one process runs at once, and how many may
 * wait (ADR 0074). Each render holds a full-size pixmap (a 1200 px square is 5.8 MB) and its
 * encoder's buffers until the garbage collector frees them; unbounded, about 30 renders a second of
 * distinct link previews took the API from 160 MB to 340-580 MB resident. The bound is per process,
 * as memory and cores are: past it a render is refused at once (RendersBusy), which the routes answer
 * with 503 and Retry-After, a status crawlers retry.
 */

/**
 * Link previews (og:image PNGs at 1200 px) rendered at once, and waiting, per process. One at a time
 * leaves the other core to the shop; measured with bench/preview-memory.ts (30 distinct previews a
 * second for 20 s), the compiled API went from 140 to 209 MiB resident at most, 232 MiB with two at a
 * time; a crawler's burst of eight waits a few tenths of a second.
 */
export const PREVIEW_RENDERS_AT_ONCE = 1;
export const PREVIEW_RENDERS_WAITING = 8;
/**
 * The shop's own WebPs (360-960 px): a page asks for tens at once on a cold cache, so many may wait;
 * the bound only stops a script asking for every picture of the catalogue at once.
 */
export const WEBP_RENDERS_AT_ONCE = 2;
export const WEBP_RENDERS_WAITING = 256;

/** Seconds a refused client is asked to wait before it asks again. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

export class RendersBusy extends Error {
  constructor() {
    super('too many picture renders at once; try again shortly');
  }
}

/** A counting gate: at most `atOnce` tasks run, at most `waiting` wait in arrival order. */
export class RenderGate {
  running = 0;
  /** The most that ever ran at once (tests, the memory script). */
  peak = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly atOnce: number,
    readonly waiting: number,
  ) {}

  /** Whether a new task would be refused now. */
  get full() {
    return this.running >= this.atOnce && this.queue.length >= this.waiting;
  }

  /** Runs `task` when a place is free; throws RendersBusy at once when none is and the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.full) throw new RendersBusy();
    if (this.running >= this.atOnce) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      // The place passes straight to the next in line, so `running` never dips below a waiting queue.
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export const previewRenders = new RenderGate(PREVIEW_RENDERS_AT_ONCE, PREVIEW_RENDERS_WAITING);
export const webpRenders = new RenderGate(WEBP_RENDERS_AT_ONCE, WEBP_RENDERS_WAITING);

/**
 * resvg hands each render back as an object holding its pixmap in native memory that V8 does not
 * see: the object is freed only by a garbage collection, which V8 starts by the size of its own heap,
 * not by those pixmaps. Measured on 160 distinct 1200 px previews two at a time: the resident memory
 * went from 120 to 586 MiB, and to 181 MiB with a collection after each render. So a full collection
 * runs once the renders since the last one have held PIXMAP_BYTES_BEFORE_COLLECTING (two previews,
 * or twenty-four 360 px WebPs): a few milliseconds to tens of milliseconds each time, only while
 * pictures are being drawn (about 1 s of CPU more on those 160 renders' 7.2 s, measured). `gc` is
 * obtained as jest's leak detector does (a flag set at run time, read in a new context); where that
 * fails, nothing is collected early.
 */
export const PIXMAP_BYTES_BEFORE_COLLECTING = 12 * 1024 * 1024;
const collect: (() => void) | null = (() => {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
})();
let pixmapBytes = 0;
/** Collections run so far (the memory script reports them). */
export const collections = { count: 0 };

/** A render is done with a pixmap of `bytes`: collects once enough of them wait for the collector. */
export function pixmapDone(bytes: number) {
  pixmapBytes += bytes;
  if (!collect || pixmapBytes < PIXMAP_BYTES_BEFORE_COLLECTING) return;
  pixmapBytes = 0;
  // After the render's own frames have returned, so its pixmap is garbage by then.
  setImmediate(() => {
    collections.count += 1;
    collect();
  });
}
