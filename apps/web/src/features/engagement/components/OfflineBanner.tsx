import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { reserveSpaceOf } from '../bottom-space';
import { useOnline } from '../offline';

const BACK_ONLINE_MS = 3000;

function WifiOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      className="size-5 shrink-0"
    >
      <path d="M2 2l20 20" strokeLinecap="round" />
      <path
        d="M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.2-1.6M1.4 9a15 15 0 0 1 4.3-2.6M22.6 9A15 15 0 0 0 11 5.1"
        strokeLinecap="round"
      />
      <circle cx="12" cy="20" r="1" fill="currentColor" />
    </svg>
  );
}

/**
 * A slim bar while the browser is offline: what still works, and what waits for the network. Back
 * online it says so for a moment; the pages' data refreshes by itself (TanStack Query refetches on
 * reconnect, the view insights queued offline are sent).
 */
export function OfflineBanner({ hidden = false }: { hidden?: boolean }) {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  const shown = !hidden && (!online || backOnline);
  const bar = useRef<HTMLDivElement>(null);
  // Keep the end of the page reachable above the bar while it shows.
  useEffect(() => {
    if (!shown || !bar.current) return;
    return reserveSpaceOf('offline-bar', bar.current);
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      ref={bar}
      role="status"
      data-testid="offline-banner"
      className={cn(
        'fixed inset-x-0 bottom-0 z-[44] flex items-center justify-center gap-2.5 px-4 py-2.5 text-sm font-medium shadow-pop',
        'pb-[max(0.625rem,env(safe-area-inset-bottom))] md:inset-x-auto md:bottom-4 md:left-1/2 md:-translate-x-1/2 md:rounded-pill md:px-5',
        online ? 'bg-brand-600 text-white' : 'bg-ink-900 text-white md:ring-1 md:ring-white/20',
      )}
    >
      {online ? (
        <span>You are back online.</span>
      ) : (
        <>
          <WifiOffIcon />
          <span className="leading-5">
            <span className="font-semibold">You are offline.</span> Pages you have seen and your cart still
            open; checkout and sign-in wait for a connection.
          </span>
        </>
      )}
    </div>
  );
}
