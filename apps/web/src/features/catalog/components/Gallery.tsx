import { useState } from 'react';
import { Picture } from '../../../components/ui/Picture';
import { cn } from '../../../lib/cn';

/** The product page gallery: one large image in a fixed square and a row of thumbnails. */
export function Gallery({
  images,
  name,
  dimmed = false,
}: {
  images: string[];
  name: string;
  dimmed?: boolean;
}) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100">
        {current ? (
          // The page's largest paint: sent as drawn (SVG), the smallest download (ADR 60).
          <img
            src={current}
            alt={images.length > 1 ? `${name}, image ${active + 1} of ${images.length}` : name}
            width={640}
            height={640}
            decoding="async"
            fetchPriority="high"
            className={cn('size-full object-contain p-4', dimmed && 'opacity-60 grayscale')}
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center text-7xl font-black text-ink-200"
          >
            {name.charAt(0)}
          </span>
        )}
      </div>
      {images.length > 1 ? (
        <ul aria-label="Product images" className="scrollbar-none flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(position)}
                aria-label={`Show image ${position + 1} of ${images.length}`}
                aria-current={position === active ? 'true' : undefined}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg bg-white ring-2 transition md:size-20',
                  position === active ? 'ring-brand-600' : 'ring-ink-100 hover:ring-ink-300',
                )}
              >
                <Picture
                  src={image}
                  widths={[120, 240]}
                  sizes="5rem"
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
