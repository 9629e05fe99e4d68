import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const clicked = vi.fn();
const sent = vi.fn();
function Newsletter() {
  return (
    <section>
      <h2>Deals in your inbox</h2>
      <button type="button" onClick={clicked}>
        Subscribe
      </button>
      <form
        aria-label="Newsletter"
        onSubmit={(event) => {
          event.preventDefault();
          sent(new FormData(event.currentTarget).get('email'));
        }}
      >
        <input name="email" aria-label="Email" />
      </form>
    </section>
  );
}

/** An IntersectionObserver the test scrolls: `scrollNear` says every observed element is near the screen. */
function installObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    scrollNear: () => {
      for (const callback of callbacks)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

/** The server's HTML of an island: its own module instance, its code loaded as entry-server does. */
async function serverHtml(): Promise<string> {
  vi.resetModules();
  const server = await import('./Island');
  const Island = server.laterIsland(async () => Newsletter);
  await server.preloadLaterIslands();
  return renderToString(<Island />);
}

/** A fresh module instance, as in a browser that has just loaded the app. */
async function browserIsland(load: () => Promise<typeof Newsletter>) {
  vi.resetModules();
  const browser = await import('./Island');
  return browser.laterIsland(load);
}

/** The browser's side of a page with an island: the server's HTML, hydrated; its code loaded by `load`. */
async function hydrateServerPage(load: () => Promise<typeof Newsletter>) {
  const html = await serverHtml();
  const Island = await browserIsland(load);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Island />);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  clicked.mockReset();
  sent.mockReset();
  document.body.innerHTML = '';
});

describe('later island', () => {
  it('is in the server’s HTML whole', async () => {
    const html = await serverHtml();
    expect(html).toContain('Deals in your inbox');
    expect(html).toContain('Subscribe');
  });

  it('keeps the server’s HTML on screen and loads its code only once it comes near the screen', async () => {
    const observer = installObserver();
    const load = vi.fn(async () => Newsletter);
    await hydrateServerPage(load);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Deals in your inbox' })).toBeInTheDocument();

    await act(async () => observer.scrollNear());
    expect(load).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(clicked).toHaveBeenCalledOnce();
  });

  it('loads its code when the shopper touches it before it is near', async () => {
    installObserver();
    const load = vi.fn(async () => Newsletter);
    await hydrateServerPage(load);

    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('holds a form sent before it hydrated, and sends it to its own handler once it has', async () => {
    installObserver();
    let arrive: (part: typeof Newsletter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Newsletter>((resolve) => (arrive = resolve)));
    await hydrateServerPage(load);
    const form = screen.getByRole('form', { name: 'Newsletter' }) as HTMLFormElement;
    (screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value = 'ada@example.com';

    // The browser would send it itself (a page load losing what was typed): it is held instead.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      form.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledOnce();
    expect(sent).not.toHaveBeenCalled();

    await act(async () => arrive(Newsletter));
    expect(sent).toHaveBeenCalledExactlyOnceWith('ada@example.com');
  });

  it('loads at once where the browser renders it itself', async () => {
    installObserver();
    const Island = await browserIsland(async () => Newsletter);
    render(<Island />);
    expect(await screen.findByRole('heading', { name: 'Deals in your inbox' })).toBeInTheDocument();
  });

  it('is left out, not an error for the whole page, when its code cannot be fetched', async () => {
    installObserver();
    const Island = await browserIsland(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <p>Rest of the page</p>
        <Island />
      </main>,
    );
    await act(async () => {});
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(screen.queryByText('Deals in your inbox')).not.toBeInTheDocument();
  });
});
