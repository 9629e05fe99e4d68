import type { LivePromotion } from '@oja/contract/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makePromotion } from '../lib/fixtures';
import { PromotionSections } from './PromotionSections';
import { hasCountdown, promotionTime, visiblePromotions } from './promotions';

const NOW = Date.UTC(2025, 0, 2, 12);

describe('visiblePromotions', () => {
  it('hides ended, empty, not yet started and unknown promotions, in the spec order', () => {
    const list = [
      makePromotion({ type: 'payday_sales', name: 'Payday Sales' }),
      makePromotion({ type: 'flash_sales', end_date: '2025-01-02T11:59:59.000Z' }),
      makePromotion({
        type: 'black_friday_deals',
        name: 'Black Friday Deals',
        start_date: null,
        end_date: null,
      }),
      makePromotion({ type: 'christmas_sales' as never, products: [] }),
      makePromotion({ type: 'easter_sales' as never }),
      makePromotion({ type: 'payday_sales', products: [] }),
    ];
    expect(visiblePromotions(list, NOW).map((p) => p.type)).toEqual(['black_friday_deals', 'payday_sales']);
    expect(
      visiblePromotions([makePromotion({ start_date: '2025-01-05T00:00:00.000Z', end_date: null })], NOW),
    ).toEqual([]);
  });

  it('reads a plain end date as the end of that day in Lagos', () => {
    expect(promotionTime('2024-11-05', 'end')).toBe(Date.parse('2024-11-05T23:59:59+01:00'));
    expect(hasCountdown(makePromotion({ start_date: null }))).toBe(false);
    expect(hasCountdown(makePromotion())).toBe(true);
  });
});

describe('PromotionSections', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  function renderWith(list: LivePromotion[]) {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    client.setQueryData(['promotions', 'live'], list);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PromotionSections />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('shows a carousel with View All and a countdown, and hides the section when it ends', () => {
    renderWith([
      makePromotion({
        type: 'flash_sales',
        start_date: '2025-01-01T00:00:00.000Z',
        end_date: '2025-01-02T12:00:05.000Z',
        products: [makeProduct({ name: 'Tecno Spark 20' })],
      }),
      makePromotion({ type: 'black_friday_deals', products: [] }),
    ]);
    expect(screen.getByRole('heading', { name: 'Flash Sales' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Black Friday Deals' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Flash Sales' })).toHaveAttribute(
      'href',
      '/products?promotion=flash_sales',
    );
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tecno Spark 20' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByRole('heading', { name: 'Flash Sales' })).not.toBeInTheDocument();
  });

  it('has no countdown without both dates', () => {
    renderWith([
      makePromotion({ type: 'payday_sales', name: 'Payday Sales', start_date: null, end_date: null }),
    ]);
    expect(screen.getByRole('heading', { name: 'Payday Sales' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
