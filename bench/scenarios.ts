import type autocannon from 'autocannon';
import type { Db } from '../apps/api/src/db/client.ts';

export type Scenario = { name: string; path: string; init?: Partial<autocannon.Options> };

/** Scenarios grow with the issues: catalog, cart and checkout add theirs here. */
export async function scenarios(_base: string, _db: Db): Promise<Scenario[]> {
  return [
    { name: 'health (database round trip)', path: '/api/v1/health' },
    { name: 'products/categories', path: '/api/v1/products/categories' },
  ];
}
