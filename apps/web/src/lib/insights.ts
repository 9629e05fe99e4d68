import { INSIGHT_BATCH_MAX, INSIGHT_FLUSH_MS } from '@oja/contract/constants';
import { lagosDay } from '@oja/contract/dates';
import type { InsightBatchBody, InsightEvent, InsightKind } from '@oja/contract/engagement';
import { deviceId } from './affiliate';
import { API_BASE, ApiError, api } from './api-client';
import { local } from './storage';

/**
 * View insights (product and campaign views) collected on this device and sent in batches: every
 * 15 s, and by `navigator.sendBeacon` when the page is hidden (a phone switching apps may never come
 * back). Each batch carries an id chosen here and kept on a resend, so the server counts a batch once
 * even when a retry or the beacon repeats a call that did arrive. Views wait in localStorage, so
 * views made offline are sent when the shop is next online.
 */

export const INSIGHT_QUEUE_KEY = 'oja.insights.queue';
export const INSIGHT_PENDING_KEY = 'oja.insights.pending';
const INSIGHT_SEEN_KEY = 'oja.insights.seen';
const QUEUE_MAX = 500;
const SEEN_MAX = 500;

type Seen = { day: string; keys: string[] };

type InsightTransport = {
  /** POST insights with the session's headers; rejects when it did not arrive. */
  send(batch: InsightBatchBody): Promise<void>;
  /** The beacon of a page being hidden: true when the browser took it. */
  beacon(batch: InsightBatchBody): boolean;
};

const defaultTransport: InsightTransport = {
  async send(batch) {
    await api.post('insights', batch);
  },
  beacon(batch) {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
    const body = new Blob([JSON.stringify(batch)], { type: 'application/json' });
    return navigator.sendBeacon(`${API_BASE}/insights`, body);
  },
};

let transport = defaultTransport;
let allowed: () => boolean = () => false;
let timer: ReturnType<typeof setInterval> | null = null;
let sending: Promise<void> | null = null;

const queue = () => local.getJson<InsightEvent[]>(INSIGHT_QUEUE_KEY) ?? [];
const pending = () => local.getJson<InsightBatchBody>(INSIGHT_PENDING_KEY);

function newBatchId(): string {
  return crypto.randomUUID();
}

/**
 * Notes a view, once per item per day on this device (the server counts one per viewer and day too;
 * a repeat would only cost bytes). Does nothing unless the shopper allowed analytics.
 */
export function recordInsight(kind: InsightKind, id: string, now = Date.now()): void {
  if (!allowed() || !id) return;
  const day = lagosDay(now);
  const stored = local.getJson<Seen>(INSIGHT_SEEN_KEY);
  const seen: Seen = stored?.day === day && Array.isArray(stored.keys) ? stored : { day, keys: [] };
  const key = `${kind}:${id}`;
  if (seen.keys.includes(key)) return;
  local.setJson(INSIGHT_SEEN_KEY, { day, keys: [...seen.keys, key].slice(-SEEN_MAX) });
  const events = queue();
  events.push({ kind, id, at: new Date(now).toISOString() });
  local.setJson(INSIGHT_QUEUE_KEY, events.slice(-QUEUE_MAX));
}

/** The batch to send: the one already on its way (same id), else the next events of the queue. */
function takeBatch(): InsightBatchBody | null {
  const onItsWay = pending();
  if (onItsWay?.batch_id && Array.isArray(onItsWay.events) && onItsWay.events.length > 0) return onItsWay;
  const events = queue();
  if (events.length === 0) return null;
  const batch: InsightBatchBody = {
    batch_id: newBatchId(),
    device_id: deviceId(),
    events: events.slice(0, INSIGHT_BATCH_MAX),
  };
  local.setJson(INSIGHT_PENDING_KEY, batch);
  local.setJson(INSIGHT_QUEUE_KEY, events.slice(INSIGHT_BATCH_MAX));
  return batch;
}

/**
 * Sends what is collected, one batch at a time. A batch that did not arrive (offline, a server
 * error) stays pending with its id for the next try; one the server refused as invalid is dropped.
 */
export function flushInsights(): Promise<void> {
  if (sending) return sending;
  const run = (async () => {
    // Yield first: `sending` must be set before this can finish (and clear it).
    await Promise.resolve();
    for (let batch = takeBatch(); batch; batch = takeBatch()) {
      try {
        await transport.send(batch);
      } catch (error) {
        const refused =
          error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
        if (!refused) return;
      }
      // Another tab may have sent and replaced it meanwhile: only clear the batch this call sent.
      if (pending()?.batch_id === batch.batch_id) local.remove(INSIGHT_PENDING_KEY);
    }
  })().finally(() => {
    if (sending === run) sending = null;
  });
  sending = run;
  return run;
}

/**
 * The page is being hidden: what is left goes by beacon now. A batch whose call is still on its way
 * goes again with the same id (counted once); the beacon is trusted, so nothing stays pending.
 */
export function beaconInsights(): void {
  for (let batch = takeBatch(); batch; batch = takeBatch()) {
    if (!transport.beacon(batch)) return;
    local.remove(INSIGHT_PENDING_KEY);
  }
}

/** Forgets collected views (analytics turned off): nothing collected before is sent after. */
export function discardInsights(): void {
  local.remove(INSIGHT_QUEUE_KEY);
  local.remove(INSIGHT_PENDING_KEY);
}

const onVisibility = () => {
  if (document.visibilityState === 'hidden' && allowed()) beaconInsights();
};
const onPageHide = () => {
  if (allowed()) beaconInsights();
};
const onOnline = () => {
  if (allowed()) void flushInsights();
};

/**
 * Starts the interval and the page-hide beacon. `isAllowed` is asked before every view and send
 * (the cookie choice may change while the page is open). Answers a stop function.
 */
export function startInsights(
  isAllowed: () => boolean,
  options: { transport?: InsightTransport; flushMs?: number } = {},
): () => void {
  stopInsights();
  allowed = isAllowed;
  transport = options.transport ?? defaultTransport;
  timer = setInterval(() => {
    if (allowed()) void flushInsights();
  }, options.flushMs ?? INSIGHT_FLUSH_MS);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('online', onOnline);
  return stopInsights;
}

export function stopInsights(): void {
  if (timer) clearInterval(timer);
  timer = null;
  document.removeEventListener('visibilitychange', onVisibility);
  window.removeEventListener('pagehide', onPageHide);
  window.removeEventListener('online', onOnline);
  allowed = () => false;
  transport = defaultTransport;
}
