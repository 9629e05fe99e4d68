import { describe, expect, it } from 'vitest';
import { afterFirstPaint, type TraceEvent } from './cpu-blocking.ts';

const RENDERER = 7;
const MAIN = 1;

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
/** A task at `atMs` lasting `wallMs` of which the thread ran `cpuMs`. */
const task = (atMs: number, wallMs: number, cpuMs: number, tid = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: RENDERER,
  tid,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const firstPaintAt = (ms: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  pid: RENDERER,
  tid: MAIN,
  ts: ms * 1000,
});
const screenshotAt = (ms: number): TraceEvent => ({
  name: 'Screenshot',
  ph: 'O',
  pid: 2,
  tid: 3,
  ts: ms * 1000,
});

describe("the page's main thread after its first paint", () => {
  const events = [
    thread(RENDERER, MAIN, 'CrRendererMain'),
    thread(RENDERER, 2, 'Compositor'),
    screenshotAt(900), // before the first paint
    firstPaintAt(1000),
    task(500, 80, 80), // before the first paint
    task(1100, 12, 12), // 12 x 8 - 50 = 46
    screenshotAt(1150),
    task(1200, 60, 20), // waited 40 ms for a core: 20 x 8 - 50 = 110
    task(1300, 40, 8), // under 10 ms of CPU: left out, as Lantern leaves out short tasks
    task(1400, 6, 6), // short: 48 at 8x, under 50
    task(1500, 90, 90, 2), // another thread
    screenshotAt(1600),
  ];

  it('counts the CPU time over 50 ms at the slowdown of each task of 10 ms or more', () => {
    expect(afterFirstPaint(events, 8)?.blockingFromCpu).toBe(46 + 110);
    expect(afterFirstPaint(events, 4)?.blockingFromCpu).toBe(0 + 30);
  });

  it('says how much longer its tasks took than it ran, and how many frames reached the screen', () => {
    // Wall 12 + 60 + 40 + 6 = 118 ms over CPU 12 + 20 + 8 + 6 = 46 ms.
    expect(afterFirstPaint(events, 8)?.wallOverCpu).toBeCloseTo(118 / 46, 10);
    expect(afterFirstPaint(events, 8)?.frames).toBe(2);
  });

  it('has no figures for a trace without a first contentful paint', () => {
    expect(afterFirstPaint([thread(RENDERER, MAIN, 'CrRendererMain'), task(100, 90, 90)], 8)).toBeNull();
  });
});
