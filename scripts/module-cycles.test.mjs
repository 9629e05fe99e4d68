import { describe, expect, it } from 'vitest';
import {
  checkModuleCycles,
  describeCycle,
  layerViolations,
  moduleEdges,
  parseBaseline,
} from './module-cycles.mjs';

const M = 'apps/api/src/modules/';

/** Files shaped like dependency-cruiser's `modules`, from `{ 'orders/cancel.ts': ['payments/tables.ts'] }`. */
const files = (imports) =>
  Object.entries(imports).map(([source, targets]) => ({
    source: `${M}${source}`,
    dependencies: targets.map((target) => ({
      resolved: target.startsWith('@') ? target : `${M}${target}`,
    })),
  }));

/** orders -> payments -> wallet, no way back. */
const acyclic = {
  'orders/cancel.ts': ['payments/tables.ts', 'orders/tables.ts', '@oja/contract/orders'],
  'orders/tables.ts': [],
  'payments/tables.ts': ['wallet/postings.ts'],
  'wallet/postings.ts': [],
  // Tests and test helpers make no module edges, so these close no cycle.
  'wallet/postings.test.ts': ['orders/cancel.ts'],
  'wallet/test-helpers.ts': ['orders/tables.ts'],
  'payments/test-shoppers.ts': ['orders/tables.ts'],
};

/** The same, and wallet now imports orders: orders -> payments -> wallet -> orders. */
const cyclic = { ...acyclic, 'wallet/postings.ts': ['orders/tables.ts'] };

describe('module cycles', () => {
  it('passes a graph without cycles, ignoring imports made by tests and test helpers', () => {
    const edges = moduleEdges(files(acyclic));
    expect([...edges.keys()].sort()).toEqual(['orders -> payments', 'payments -> wallet']);
    expect(checkModuleCycles(edges, [])).toEqual({ cycles: [], stale: [], cyclic: [] });
  });

  it('fails a new cycle and names it with one import for each step', () => {
    const result = checkModuleCycles(moduleEdges(files(cyclic)), []);
    expect(result.cycles.map(describeCycle)).toEqual([
      'module cycle: orders -> payments -> wallet -> orders (orders/cancel.ts imports payments/tables.ts; ' +
        'payments/tables.ts imports wallet/postings.ts; wallet/postings.ts imports orders/tables.ts)',
    ]);
  });

  it('passes a cycle whose edges are all in the baseline', () => {
    const baseline = parseBaseline(
      '# today\norders -> payments  # orders/cancel.ts imports payments/tables.ts\n' +
        'payments -> wallet\nwallet -> orders\n',
    );
    expect(checkModuleCycles(moduleEdges(files(cyclic)), baseline)).toEqual({
      cycles: [],
      stale: [],
      cyclic: ['orders -> payments', 'payments -> wallet', 'wallet -> orders'],
    });
  });

  it('fails a new edge that joins a baselined cycle, naming the cycle through it', () => {
    const joined = { ...cyclic, 'payments/refund.ts': ['orders/tables.ts'] };
    const result = checkModuleCycles(moduleEdges(files(joined)), [
      'orders -> payments',
      'payments -> wallet',
      'wallet -> orders',
    ]);
    expect(result.cycles.map(describeCycle)).toEqual([
      'module cycle: payments -> orders -> payments (payments/refund.ts imports orders/tables.ts; ' +
        'orders/cancel.ts imports payments/tables.ts)',
    ]);
  });

  it('says the baseline can shrink when a baselined edge is gone or no longer on a cycle', () => {
    const result = checkModuleCycles(moduleEdges(files(acyclic)), [
      'orders -> payments',
      'payments -> wallet',
      'wallet -> orders',
    ]);
    expect(result.cycles).toEqual([]);
    expect(result.stale).toEqual(['orders -> payments', 'payments -> wallet', 'wallet -> orders']);
  });

  it('refuses a baseline line it cannot read', () => {
    expect(() => parseBaseline('orders payments\n')).toThrow(/cannot read "orders payments"/);
  });
});

describe('money layers', () => {
  it('passes edges down the layers, to modules outside them, and from tests', () => {
    const down = {
      ...acyclic,
      'checkout/start-payment.ts': ['orders/payment.ts', 'payments/service.ts', 'cart/lock.ts'],
      'orders/release.ts': ['wallet/postings.ts'],
      // Outside the layers either way: not their business.
      'catalog/reviews.ts': ['orders/tables.ts'],
      'wallet/tables.ts': ['identity/tables.ts'],
      // Tests and test helpers reach anywhere.
      'wallet/funding.test.ts': ['payments/tables.ts', 'checkout/test-helpers.ts'],
      'payments/test-helpers.ts': ['orders/tables.ts'],
    };
    expect(layerViolations(moduleEdges(files(down)))).toEqual([]);
  });

  it('fails each edge up the layers, naming one import, even when the baseline lists it', () => {
    const up = {
      ...acyclic,
      'payments/refund.ts': ['orders/tables.ts'],
      'payments/start.ts': ['checkout/place-order.ts'],
      'wallet/funding.ts': ['payments/service.ts'],
    };
    const edges = moduleEdges(files(up));
    const baseline = ['orders -> payments', 'payments -> orders', 'payments -> wallet', 'wallet -> payments'];
    expect(checkModuleCycles(edges, baseline).cycles).toEqual([]);
    const layers = ' (money layers, top first: checkout -> orders -> payments -> wallet)';
    expect(layerViolations(edges)).toEqual([
      `payments may not import checkout: payments/start.ts imports checkout/place-order.ts${layers}`,
      `payments may not import orders: payments/refund.ts imports orders/tables.ts${layers}`,
      `wallet may not import payments: wallet/funding.ts imports payments/service.ts${layers}`,
    ]);
  });
});
