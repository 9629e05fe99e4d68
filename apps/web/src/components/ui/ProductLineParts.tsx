import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { Picture } from './Picture';

// Full class names, so Tailwind sees them: a cart line's picture is a step larger than a saved item's.
const thumbSizes = { md: 'size-16 md:size-20', lg: 'size-20 md:size-24' } as const;
/** Its largest box in CSS pixels, so the space is kept before the picture arrives. */
const thumbPixels = { md: 80, lg: 96 } as const;

/** A product line's picture, linking to the product; screen readers get the name link beside it instead. */
export function LineThumbnail({
  to,
  src,
  size,
}: {
  to: string;
  src: string | null | undefined;
  size: keyof typeof thumbSizes;
}) {
  return (
    <Link to={to} className="shrink-0" tabIndex={-1} aria-hidden="true">
      {src ? (
        <Picture
          src={src}
          widths={[120, 240]}
          sizes={`${thumbPixels[size]}px`}
          alt=""
          width={thumbPixels[size]}
          height={thumbPixels[size]}
          loading="lazy"
          decoding="async"
          className={cn(thumbSizes[size], 'rounded-lg border border-ink-100 bg-ink-50 object-cover')}
        />
      ) : (
        <div className={cn(thumbSizes[size], 'rounded-lg bg-ink-100')} />
      )}
    </Link>
  );
}

/** A product line's name, linking to the product (two lines at most). */
export function LineName({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'line-clamp-3 font-semibold text-ink-900 hover:text-brand-700 hover:underline',
        className,
      )}
    >
      {children}
    </Link>
  );
}
