import type { InsightBatchBody } from '@oja/contract/engagement';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  beaconInsights,
  flushInsights,
  INSIGHT_PENDING_KEY,
  recordInsight,
  startInsights,
  stopInsights,
} from './insights';

const NOW = Date.parse('2026-03-02T09:00:00Z');

function transport(send: (batch: InsightBatchBody) => Promise<void> = async () => {}) {
  const sent: InsightBatchBody[] = [];
  const beacons: InsightBatchBody[] = [];
  return {
    sent,
    beacons,
    send: vi.fn(async (batch: InsightBatchBody) => {
      sent.push(structuredClone(batch));
      await send(batch);
    }),
    beacon: vi.fn((batch: InsightBatchBody) => {
      beacons.push(structuredClone(batch));
      return true;
    }),
  };
}

afterEach(() => {
  stopInsights();
  vi.useRealTimers();
});

describe('view insights', () => {
  it('sends many views as one batch, each product once a day, on the interval', async () => {
    vi.useFakeTimers();
    const wire = transport();
    startInsights(() => true, { transport: wire, flushMs: 15_000 });
    for (const slug of ['tecno-spark', 'ankara-shirt', 'tecno-spark', 'rice-50kg']) {
      recordInsight('product_view', slug, NOW);
    }
    recordInsight('campaign_view', '11111111-1111-4111-8111-111111111111', NOW);
    expect(wire.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(wire.sent).toHaveLength(1);
    expect(wire.sent[0]!.batch_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(wire.sent[0]!.events.map((event) => `${event.kind}:${event.id}`)).toEqual([
      'product_view:tecno-spark',
      'product_view:ankara-shirt',
      'product_view:rice-50kg',
      'campaign_view:11111111-1111-4111-8111-111111111111',
    ]);
    // The same product the next Lagos day is a new view.
    recordInsight('product_view', 'tecno-spark', NOW + 86_400_000);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(wire.sent).toHaveLength(2);
  });

  it('keeps a batch that did not arrive and sends it again with the same id', async () => {
    let online = false;
    const wire = transport(async () => {
      if (!online) throw new ApiError('offline', 0);
    });
    startInsights(() => true, { transport: wire, flushMs: 60_000 });
    recordInsight('product_view', 'a', NOW);
    await flushInsights();
    recordInsight('product_view', 'b', NOW);
    online = true;
    await flushInsights();
    expect(wire.sent.map((batch) => batch.events.map((event) => event.id))).toEqual([['a'], ['a'], ['b']]);
    expect(wire.sent[1]!.batch_id).toBe(wire.sent[0]!.batch_id);
    expect(wire.sent[2]!.batch_id).not.toBe(wire.sent[0]!.batch_id);
    expect(localStorage.getItem(INSIGHT_PENDING_KEY)).toBeNull();
  });

  it('drops a batch the server refuses as invalid instead of sending it forever', async () => {
    const wire = transport(async () => {
      throw new ApiError('invalid', 422);
    });
    startInsights(() => true, { transport: wire });
    recordInsight('product_view', 'a', NOW);
    await flushInsights();
    await flushInsights();
    expect(wire.sent).toHaveLength(1);
  });

  it('sends what is left by beacon when the page is hidden, the batch on its way with its id', async () => {
    let release: () => void = () => {};
    const wire = transport(() => new Promise<void>((resolve) => (release = resolve)));
    startInsights(() => true, { transport: wire });
    recordInsight('product_view', 'a', NOW);
    const inFlight = flushInsights();
    await vi.waitFor(() => expect(wire.sent).toHaveLength(1));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(wire.beacons).toHaveLength(1);
    expect(wire.beacons[0]!.batch_id).toBe(wire.sent[0]!.batch_id);
    release();
    await inFlight;
    beaconInsights();
    expect(wire.beacons).toHaveLength(1);
  });

  it('collects nothing without Analytics consent', async () => {
    const wire = transport();
    startInsights(() => false, { transport: wire });
    recordInsight('product_view', 'a', NOW);
    await flushInsights();
    expect(wire.sent).toHaveLength(0);
  });
});
