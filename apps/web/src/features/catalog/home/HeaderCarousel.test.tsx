import type { Campaign } from '@oja/contract/catalog';
import { CAMPAIGN_ROTATION_MS } from '@oja/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderCarousel } from './HeaderCarousel';

const campaigns: Campaign[] = ['Black Friday Mega Sale', 'Payday Sales', 'Back to School'].map((name, i) => ({
  uuid: `00000000-0000-0000-0000-00000000000${i}`,
  name,
  headline: `${name} headline`,
  caption: null,
  campaign_image: `/media/campaigns/${i}.svg`,
  url: '/products',
}));

function renderCarousel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(['carousel-campaigns'], campaigns);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeaderCarousel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const current = () => screen.getByRole('button', { current: true });

describe('HeaderCarousel', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] }),
  );
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the next campaign every 30 seconds and wraps around', () => {
    renderCarousel();
    expect(current()).toHaveAccessibleName(/campaign 1/);
    act(() => vi.advanceTimersByTime(CAMPAIGN_ROTATION_MS - 1));
    expect(current()).toHaveAccessibleName(/campaign 1/);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toHaveAccessibleName(/campaign 2/);
    act(() => vi.advanceTimersByTime(2 * CAMPAIGN_ROTATION_MS));
    expect(current()).toHaveAccessibleName(/campaign 1/);
  });

  it('pauses while hovered and goes to a chosen slide', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured campaigns' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3 * CAMPAIGN_ROTATION_MS));
    expect(current()).toHaveAccessibleName(/campaign 1/);
    fireEvent.click(screen.getByRole('button', { name: /campaign 3/ }));
    expect(current()).toHaveAccessibleName(/campaign 3/);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(CAMPAIGN_ROTATION_MS));
    expect(current()).toHaveAccessibleName(/campaign 1/);
  });

  it('does not rotate by itself when the shopper prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderCarousel();
    act(() => vi.advanceTimersByTime(2 * CAMPAIGN_ROTATION_MS));
    expect(current()).toHaveAccessibleName(/campaign 1/);
  });
});
