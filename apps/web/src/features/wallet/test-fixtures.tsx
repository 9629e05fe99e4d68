import type { WalletTransaction } from '@oja/contract/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Answers and a fetch stub for the wallet tests: every figure is what the server would send. */

export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };
export type Reply = { status?: number; data?: unknown; message?: string; errors?: Record<string, string[]> };

/** Stubs fetch: `reply(call)` answers each call inside the API envelope; `calls` records them. */
export function stubApi(reply: (call: Call) => Reply) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? 'GET',
        path: String(input).replace('/api/v1/', ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const { status = 200, data = null, message = 'Successful', errors } = reply(call);
      const envelope = {
        status: status < 400 ? 'success' : 'error',
        message,
        data,
        ...(errors ? { errors } : {}),
      };
      return new Response(JSON.stringify(envelope), { status });
    }),
  );
  return calls;
}

/** Renders a page at `path` with a fresh query client (no retries, so refusals show at once). */
export function renderPage(element: ReactNode, path = '/', pattern = '/') {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

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
