import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { RefreshIcon } from '../../components/ui/icons';
import { chunkFailureKind } from '../chunk-load';
import { markChromeStarted } from '../ready';

function ErrorPanel({ title, text, reload }: { title: string; text: string; reload?: boolean }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
      <p className="text-ink-600">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {reload ? (
          <Button onClick={() => window.location.reload()}>
            <RefreshIcon />
            Reload page
          </Button>
        ) : null}
        <Link to="/" className={buttonClasses(reload ? 'secondary' : 'primary')} reloadDocument={reload}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}

/**
 * What a route error boundary (RouteBoundary) shows in place of the page. Chunk failures (spec section 8: a script chunk that timed out or is
 * missing, or a style chunk that failed) usually mean a new version was deployed or the
 * connection dropped: a reload fetches the current files.
 */
export function RouteError({ error }: { error: unknown }) {
  // At the root no layout is there to start the app's pieces: the page is as ready as it gets.
  useEffect(markChromeStarted, []);
  const chunk = chunkFailureKind(error);
  if (chunk === 'script') {
    return (
      <ErrorPanel
        title="This page did not load"
        text="Part of the page could not be downloaded (script chunk load failure). Check your connection and reload."
        reload
      />
    );
  }
  if (chunk === 'style') {
    return (
      <ErrorPanel
        title="This page did not load"
        text="The page styles could not be downloaded (style chunk load failure). Check your connection and reload."
        reload
      />
    );
  }
  return (
    <ErrorPanel
      title="Something went wrong"
      text="An unexpected error stopped this page. Please reload."
      reload
    />
  );
}
