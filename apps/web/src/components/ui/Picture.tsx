import { type PictureWidth, pictureSources } from '@oja/contract/pictures';
import type { ImgHTMLAttributes } from 'react';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  /** The WebP widths offered for a drawn picture, smallest first; `sizes` says how wide it is shown. */
  widths: readonly PictureWidth[];
  /**
   * The page's largest picture (the hero's first slide, a product's main picture): sent as drawn,
   * since the SVG is the smallest download and the page's largest paint waits on it.
   */
  largest?: boolean;
};

/**
 * An `<img>` of a catalogue picture: a drawn one (`/media/….svg`) as WebP at `widths` with `srcset`
 * (ADR 60: an SVG `<img>` costs the page's main thread a document of its own), any other as it is.
 */
export function Picture({ src, widths, sizes, alt, largest = false, ...props }: PictureProps) {
  const sources = largest ? { src, srcSet: undefined } : pictureSources(src, widths);
  return (
    <img
      {...props}
      alt={alt}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      src={sources.src}
    />
  );
}
