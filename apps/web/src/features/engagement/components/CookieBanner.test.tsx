import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BANNER_SEEN_KEY, CONSENT_KEY, isAllowed, openCookieSettings, reloadConsent } from '../consent';
import { CookieBanner } from './CookieBanner';

function renderBanner() {
  const router = createMemoryRouter([{ path: '*', element: <CookieBanner /> }]);
  return render(<RouterProvider router={router} />);
}

const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null');
/** The banner's mark as the server will read it from the next request's Cookie header. */
const bannerCookie = () => /(?:^|; )oja_cookie_banner=([^;]*)/.exec(document.cookie)?.[1];
const clearBannerCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie consent.ts writes
  document.cookie = 'oja_cookie_banner=; max-age=0; path=/';
};

beforeEach(() => reloadConsent());

describe('cookie banner', () => {
  it('shows the six categories all switched off at first, Necessary too, behind Manage', async () => {
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Cookies on Oja' });
    // Compact at first: one sentence and three buttons, no categories yet.
    expect(within(banner).queryAllByRole('switch')).toHaveLength(0);
    fireEvent.click(within(banner).getByRole('button', { name: 'Manage' }));
    expect(banner).toHaveTextContent(
      /affiliate code of a link you followed \(7 days\).*kept whatever you choose/,
    );
    const switches = within(banner).getAllByRole('switch');
    expect(switches).toHaveLength(6);
    const byName = (name: string) => within(banner).getByRole('switch', { name: new RegExp(`^${name}`) });
    for (const name of ['Necessary', 'Functional', 'Performance', 'Analytics', 'Advertisement', 'Others']) {
      expect(byName(name)).not.toBeChecked();
      expect(byName(name)).toBeEnabled();
    }
    // Necessary storage (sign-in, cart, affiliate code) is used whatever the switch says.
    expect(isAllowed('Necessary')).toBe(true);
  });

  it('shows once per browser session: not again on the next page load', async () => {
    clearBannerCookie();
    const { unmount } = renderBanner();
    await screen.findByRole('region', { name: 'Cookies on Oja' });
    expect(sessionStorage.getItem(BANNER_SEEN_KEY)).toBe('1');
    // The server reads the same from the cookie: the next page comes without the banner.
    expect(bannerCookie()).toBe('seen');
    unmount();
    reloadConsent();
    const again = renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookies on Oja' })).not.toBeInTheDocument();
    again.unmount();
    // A new session without a choice asks again.
    sessionStorage.clear();
    reloadConsent();
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Cookies on Oja' })).toBeInTheDocument();
  });

  it('reject all stores every optional category off and closes', async () => {
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(bannerCookie()).toBe('decided');
    expect(stored().categories).toEqual({
      Necessary: true,
      Functional: false,
      Performance: false,
      Analytics: false,
      Advertisement: false,
      Others: false,
    });
    expect(isAllowed('Analytics')).toBe(false);
  });

  it('accept all allows analytics; a chosen set is stored as chosen', async () => {
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(isAllowed('Analytics')).toBe(true);

    act(() => openCookieSettings());
    const banner = await screen.findByRole('region', { name: 'Cookies on Oja' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Manage' }));
    // Reopened, it shows the choice in force; turn analytics and advertisement off.
    fireEvent.click(within(banner).getByRole('switch', { name: /^Analytics/ }));
    fireEvent.click(within(banner).getByRole('switch', { name: /^Advertisement/ }));
    fireEvent.click(within(banner).getByRole('button', { name: 'Save choices' }));
    expect(stored().categories).toMatchObject({ Functional: true, Analytics: false, Advertisement: false });
    expect(isAllowed('Analytics')).toBe(false);
    expect(isAllowed('Functional')).toBe(true);
  });

  it('does not show again once the shopper has chosen, even in a new session', () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ categories: { Analytics: true }, decidedAt: '2026-03-01T10:00:00.000Z' }),
    );
    reloadConsent();
    renderBanner();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(isAllowed('Analytics')).toBe(true);
    expect(isAllowed('Others')).toBe(false);
  });
});
