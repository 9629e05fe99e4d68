import http from 'node:http';
import type { Scenario } from './scenario-types.ts';

export type OpenLoopResult = {
  /** Requests sent (rate x seconds) and answered with a 2xx. */
  sent: number;
  answered: number;
  errors: number;
  /** Answers a second over the run (from the first send to the last answer). */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** When BENCH_OPEN_LOOP_TIMELINE is set: where in the run the slow requests fell. */
  timeline?: string;
};

type Request = { method: string; path: string; headers: Record<string, string>; body?: string };

/** The scenario's next request, as autocannon would send it (its `setupRequest`, when it has one). */
function requestsOf(scenario: Scenario): () => Request {
  const init = scenario.init ?? {};
  const setup = init.requests?.[0]?.setupRequest as
    | ((request: Request, context: object) => Request)
    | undefined;
  return () => {
    const base = {
      method: init.method ?? 'GET',
      path: scenario.path,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    // autocannon's setupRequest takes and returns its request object; ours has the same fields.
    return setup ? setup(base, {}) : base;
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * How long each open loop offers its rate (BENCH_OPEN_LOOP_SECONDS, 20): its p99 rests on rate x 20
 * requests (12,000 at 600/s, the 120 slowest beyond it), so one pause of the API (a full garbage
 * collection, which the closed loop just before it makes likely) moves it as it would a shopper's
 * minute, not as the 30 slowest of 3,000 in a 5 s window.
 */
export const OPEN_LOOP_SECONDS = Number(process.env.BENCH_OPEN_LOOP_SECONDS ?? 20);

/**
 * An open loop: `rate` requests a second, each sent at its own moment (the n-th at start + n/rate)
 * whether or not the earlier ones have been answered, on as many keep-alive connections as that
 * needs; each latency runs from the moment the request was due, so a stalled server shows in the
 * p99 instead of slowing the load down (coordinated omission). autocannon's `overallRate` is not
 * this: each connection sends its share of a second back to back and then waits for the next
 * second, which is bursts at full concurrency, not a steady offered rate.
 */
export async function openLoop(
  base: string,
  scenario: Scenario,
  rate: number,
  seconds: number,
): Promise<OpenLoopResult> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const next = requestsOf(scenario);
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  // For the timeline: when each answered request was due (ms from the start), how long it took, and
  // how late the load generator itself sent it.
  const timeline = Boolean(process.env.BENCH_OPEN_LOOP_TIMELINE);
  const record: { due: number; ms: number; late: number }[] = [];
  let errors = 0;
  let lastAnswer = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const r = next();
      const late = performance.now() - due;
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: r.method,
          path: r.path,
          headers: r.body ? { ...r.headers, 'content-length': Buffer.byteLength(r.body) } : r.headers,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            lastAnswer = performance.now();
            if (res.statusCode && res.statusCode >= 200 && res.statusCode < 300) {
              latencies.push(lastAnswer - due);
              if (timeline) record.push({ due: due - started, ms: lastAnswer - due, late });
            } else errors++;
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(r.body);
    });

  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + (sent * 1000) / rate <= now) {
        inFlight.push(send(started + (sent * 1000) / rate));
        sent++;
      }
      if (sent >= total) done();
      else setTimeout(tick, Math.max(0, started + (sent * 1000) / rate - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent,
    answered: latencies.length,
    errors,
    rps: latencies.length / ((lastAnswer - started) / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    timeline: timeline ? timelineOf(record, sorted, performance.timeOrigin + started) : undefined,
  };
}

/**
 * The requests at or above the p99, grouped by the 100 ms slice of the run they were due in: how
 * many, the slowest, and how late the load generator sent the latest of them (a late send is the
 * generator's own stall, not the server's).
 */
function timelineOf(
  record: { due: number; ms: number; late: number }[],
  sorted: number[],
  startedAt: number,
): string {
  const threshold = percentile(sorted, 99);
  const slices = new Map<number, { n: number; max: number; late: number }>();
  for (const r of record) {
    if (r.ms < threshold) continue;
    const slice = Math.floor(r.due / 100);
    const s = slices.get(slice) ?? { n: 0, max: 0, late: 0 };
    s.n++;
    s.max = Math.max(s.max, r.ms);
    s.late = Math.max(s.late, r.late);
    slices.set(slice, s);
  }
  const lateSends = record.filter((r) => r.late > 5).length;
  const rows = [...slices]
    .sort(([a], [b]) => a - b)
    .map(
      ([slice, s]) =>
        `${slice * 100} ms: ${s.n} >= ${threshold.toFixed(0)} ms, slowest ${s.max.toFixed(0)}, sent up to ${s.late.toFixed(0)} ms late`,
    );
  const start = `started at ${Math.round(startedAt)} ms since the epoch`;
  return [`${start}; ${lateSends} of ${record.length} sent over 5 ms late`, ...rows].join('\n    ');
}
