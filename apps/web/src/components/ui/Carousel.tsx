import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/**
 * A horizontal rail of cards: swipe or scroll on phones, previous/next buttons on wider screens.
 * Native scrolling with scroll snap keeps it light (no carousel library) and keyboard-friendly:
 * every card stays in the tab order.
 */
export function Carousel({
  label,
  children,
  className,
  itemClassName = 'w-[46%] sm:w-[31%] md:w-[23.5%] lg:w-[18.6%]',
}: {
  label: string;
  children: ReactNode[];
  className?: string;
  itemClassName?: string;
}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const start = track.scrollLeft <= 4;
    const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
    // A transition: the observer's first call lands right after hydration, when every rail of the
    // home page updates its arrows at once; as a default update that was one render and commit
    // of all of them in a single task (issue 29). The arrows are hidden on phones anyway.
    startTransition(() => {
      setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
    });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // The observer's first call comes once the page is laid out anyway; measuring here instead
    // would force a layout of the whole page per carousel while it hydrates (issue 14).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  function scroll(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  }

  const arrow =
    'absolute top-1/3 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-xl text-ink-800 shadow-pop ring-1 ring-ink-200 transition hover:bg-ink-50 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-0 md:inline-flex';

  return (
    <div className={cn('relative', className)}>
      <ul
        ref={trackRef}
        aria-label={label}
        onScroll={measure}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 pt-0.5 md:mx-0 md:scroll-px-0 md:gap-4 md:px-0"
      >
        {children.map((child, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: children arrive keyed; the slot keeps their order
          <li key={position} className={cn('shrink-0 snap-start', itemClassName)}>
            {child}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label={`Previous ${label}`}
        onClick={() => scroll(-1)}
        disabled={edges.start}
        className={cn(arrow, '-left-4')}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        aria-label={`Next ${label}`}
        onClick={() => scroll(1)}
        disabled={edges.end}
        className={cn(arrow, '-right-4')}
      >
        <ChevronRightIcon />
      </button>
    </div>
  );
}
