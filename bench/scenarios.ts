import type { Config } from '../apps/api/src/config.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import type { Scenario, ScenarioSource } from './scenario-types.ts';
import { cartScenarios } from './scenarios/cart.ts';
import { catalogScenarios } from './scenarios/catalog.ts';
import { checkoutScenarios } from './scenarios/checkout.ts';

/** The run's floor: every CPU budget is a multiple of this scenario's API CPU per request. */
export const HEALTH_SCENARIO = 'health (database round trip)';

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
