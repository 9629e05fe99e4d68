import type autocannon from 'autocannon';
import type { Db } from '../apps/api/src/db/client.ts';
import { cartScenarios } from './scenarios/cart.ts';
import { catalogScenarios } from './scenarios/catalog.ts';

export type Scenario = { name: string; path: string; init?: Partial<autocannon.Options> };
export type ScenarioSource = (base: string, db: Db) => Promise<Scenario[]>;

/** Every scenario of the run, in order; each domain keeps its own in scenarios/<domain>.ts. */
export async function scenarios(base: string, db: Db): Promise<Scenario[]> {
  const groups: ScenarioSource[] = [catalogScenarios, cartScenarios];
  const all: Scenario[] = [
    { name: 'health (database round trip)', path: '/api/v1/health' },
    { name: 'products/categories', path: '/api/v1/products/categories' },
  ];
  for (const group of groups) all.push(...(await group(base, db)));
  return all;
}
