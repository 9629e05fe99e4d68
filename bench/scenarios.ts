import type autocannon from 'autocannon';
import type { Config } from '../apps/api/src/config.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import type { FloorBudget } from './budgets.ts';
import { cartScenarios } from './scenarios/cart.ts';
import { catalogScenarios } from './scenarios/catalog.ts';
import { checkoutScenarios } from './scenarios/checkout.ts';

/**
 * What a scenario is held to on PostgreSQL with 1,000,000 products, micro-cache off: the API's CPU
 * time per request and PostgreSQL's (its backends' CPU time) under the closed loop, each in multiples
 * of the same run's health check (budgets.ts, ADR 80), and the p99 of an open loop at a fixed offered
 * rate (bench/open-loop.ts).
 */
export type Budget = FloorBudget & {
  /** Closed-loop throughput (the server-rendered home, cached: issue 15). */
  minRps?: number;
  openLoop?: { rate: number; maxP99Ms: number };
};
export type Scenario = { name: string; path: string; init?: Partial<autocannon.Options>; budget?: Budget };
/** The run's floor: every CPU budget is a multiple of this scenario's API CPU per request. */
export const HEALTH_SCENARIO = 'health (database round trip)';

export type ScenarioSource = (base: string, db: Db, config: Config) => Promise<Scenario[]>;

/**
 * Every scenario of the run, in order; each domain keeps its own in scenarios/<domain>.ts.
 * BENCH_ONLY=checkout (a comma list of catalog, cart, checkout) runs only those groups; `lighthouse`
 * in that list is not load but Lighthouse on the built shop (scenarios/lighthouse.ts, run.ts).
 */
export async function scenarios(base: string, db: Db, config: Config): Promise<Scenario[]> {
  const only = process.env.BENCH_ONLY?.split(',');
  const named: Record<string, ScenarioSource> = {
    catalog: catalogScenarios,
    cart: cartScenarios,
    checkout: checkoutScenarios,
  };
  const groups = Object.entries(named)
    .filter(([name]) => !only || only.includes(name))
    .map(([, group]) => group);
  const all: Scenario[] = [
    { name: HEALTH_SCENARIO, path: '/api/v1/health' },
    { name: 'products/categories', path: '/api/v1/products/categories' },
  ];
  for (const group of groups) all.push(...(await group(base, db, config)));
  return all;
}
