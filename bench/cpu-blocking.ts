/**
 * The blocking time of a page load counted from the main thread's CPU time, read from the trace
 * Lighthouse gathered (issue 29). Lighthouse's TBT multiplies each task's wall time at the host's
 * speed by the CPU slowdown; on a host of two cores shared with the browser's other processes, the
 * API and Lighthouse itself, much of that wall time is the page's thread waiting for a core, and the
 * same build's TBT moves by more than its budget from run to run. This figure counts only the time
 * the thread ran: a diagnostic printed beside Lighthouse's, not a budget.
 */

/** The fields of a Chromium trace event this reads (times in microseconds). */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time over the event. */
  tdur?: number;
  args?: { name?: string };
};

/** A task longer than this blocks input for its excess (TBT's rule). */
const LONG_TASK_MS = 50;
/** Lantern leaves out shorter tasks (`SIGNIFICANT_DUR_THRESHOLD_MS` of its page dependency graph). */
const SIGNIFICANT_TASK_MS = 10;

/** What the page's main thread did after its first contentful paint, read from a gathered trace. */
export type AfterFirstPaint = {
  /**
   * Every top-level task whose CPU time at the host's speed is at least 10 ms counts
   * `cpu time x slowdown - 50 ms`, when positive: TBT's rule on the time the thread ran.
   */
  blockingFromCpu: number;
  /** The tasks' wall time over their CPU time: how much longer they took than the thread ran. */
  wallOverCpu: number;
  /** Screenshots in the trace (Lighthouse's filmstrip keeps one per frame that reached the screen). */
  frames: number;
};

/**
 * The page's main thread is the `CrRendererMain` of the process that painted first. Null when the
 * trace has no first contentful paint.
 */
export function afterFirstPaint(events: TraceEvent[], slowdown: number): AfterFirstPaint | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!main) return null;
  let blockingFromCpu = 0;
  let wall = 0;
  let cpu = 0;
  let frames = 0;
  for (const event of events) {
    if (event.ts < paint.ts) continue;
    if (event.name === 'Screenshot') frames++;
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== main.pid || event.tid !== main.tid)
      continue;
    wall += event.dur ?? 0;
    cpu += event.tdur ?? 0;
    const cpuMs = (event.tdur ?? 0) / 1000;
    if (cpuMs < SIGNIFICANT_TASK_MS) continue;
    blockingFromCpu += Math.max(0, cpuMs * slowdown - LONG_TASK_MS);
  }
  return { blockingFromCpu, wallOverCpu: cpu > 0 ? wall / cpu : Number.NaN, frames };
}
