export { type Call, type Reply, renderPage, stubApi } from '../../test/page-harness';

import type { WalletTransaction } from '@oja/contract/wallet';

/** Answers for the wallet tests (the fetch stub is test/page-harness): every figure is what the server would send. */

export function transaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    uuid: '11111111-1111-4111-8111-111111111111',
    wallet: 'main',
    direction: 'credit',
    amount: 5000,
    balance_after: 5000,
    unit: 'naira',
    description: 'Money added by card',
    reference: 'funding:OJA-WF-ABCDEFGHJKLM',
    created_at: '2026-11-23T08:05:00.000Z',
    ...overrides,
  };
}

export function page<T>(rows: T[], pageNumber = 1, lastPage = 1) {
  return { data: rows, pagination: { page: pageNumber, perPage: 10, total: rows.length, lastPage } };
}
