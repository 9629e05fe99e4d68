import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

/** What a device shows of itself (its clock, its history): a placeholder until the page has hydrated. */
async function devicePart() {
  const { useHydrated } = await import('./hydrated');
  return function DevicePart() {
    return <p>{useHydrated() ? 'Seen on this phone' : 'Waiting for the phone'}</p>;
  };
}

/** The page's part in an island whose code comes later, from a fresh module instance (server or browser). */
async function laterPart() {
  vi.resetModules();
  const { laterIsland, preloadLaterIslands } = await import('../components/ui/Island');
  const part = await devicePart();
  return { Part: laterIsland(async () => part), preloadLaterIslands };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('a later island of the server’s HTML hydrates what the server sent, then shows what the device knows', async () => {
  const server = await laterPart();
  await server.preloadLaterIslands();
  const html = renderToString(<server.Part />);
  expect(html).toContain('Waiting for the phone');

  const near: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        near.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  const browser = await laterPart();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches = vi.fn();
  await act(async () => {
    hydrateRoot(container, <browser.Part />, { onRecoverableError: mismatches });
  });
  expect(screen.getByText('Waiting for the phone')).toBeInTheDocument();

  // It comes near the screen: its code loads, it hydrates, and then it shows the device's part.
  await act(async () => {
    for (const callback of near)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
  });
  expect(await screen.findByText('Seen on this phone')).toBeInTheDocument();
  expect(mismatches).not.toHaveBeenCalled();
});
