/** What a load scenario is: its request, its budget, and how a domain's scenarios are made. */
import type autocannon from 'autocannon';
import type { Config } from '../apps/api/src/config.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import type { FloorBudget } from './budgets.ts';

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
export type ScenarioSource = (base: string, db: Db, config: Config) => Promise<Scenario[]>;
