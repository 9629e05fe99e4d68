import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** The page tests' one fetch stub and renderer, shared by every feature's fixtures. */

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

/**
 * Renders `element` at `path` (matched by `pattern`) with the other routes given, a catch-all, and a
 * fresh query client (no retries, so refusals show at once).
 */
export function renderPage(element: ReactNode, path = '/', pattern = '/', others: RouteObject[] = []) {
  const router = createMemoryRouter(
    [{ path: pattern, element }, ...others, { path: '*', element: <h1>Elsewhere</h1> }],
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
