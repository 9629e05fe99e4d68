import './styles.css';

// Parts that need the app to work (the cookie banner's buttons) show only where scripts run
// (`.js-only` in styles.css): this runs as soon as the page is parsed, before the app loads.
document.documentElement.setAttribute('data-js', '');

/**
 * The page's first paint comes before the app's code: the server-rendered HTML and its styles are
 * on screen (links work, prices show) while React, the router and the page's code load and hydrate.
 * Loaded with the page, that code would run before the browser first paints (deferred scripts run
 * once the HTML is parsed) and share a slow network with the styles and the largest picture
 * (ADR 0013).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** A page the server rendered (its content is in #root) paints first; an empty one has nothing to show
 * until the app runs (the cart, checkout and account pages), so its code loads at once. */
const serverRendered = (document.getElementById('root')?.childElementCount ?? 0) > 0;

/** The app's code did not arrive: server-rendered content stays usable (its links work); a page the
 * server left empty says so and offers a reload instead of staying blank. */
function showLoadFailure() {
  const root = document.getElementById('root');
  if (!root || root.childElementCount > 0) return;
  const message = document.createElement('p');
  message.className = 'p-6 text-center text-ink-700';
  message.textContent = 'Oja could not load. Check your connection, then ';
  const reload = document.createElement('a');
  reload.href = window.location.href;
  reload.className = 'font-semibold text-brand-700 underline';
  reload.textContent = 'try again';
  message.append(reload, '.');
  root.append(message);
}

void (serverRendered ? afterFirstPaint() : Promise.resolve())
  .then(() => {
    // React DOM's renderer is a chunk of its own that start() awaits (evaluated in a task of its
    // own, not inside the app's): asked for now, beside the app, it costs no extra round trip.
    import('react-dom/client').catch(() => undefined);
    return import('./start');
  })
  .then(({ start }) => start())
  .catch(showLoadFailure);
