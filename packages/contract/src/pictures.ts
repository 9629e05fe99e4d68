/**
 * The shop's drawn pictures (`/media/<kind>/<name>.svg`, ADR 40) come as WebP too, at these widths
 * (`<name>.webp?w=<width>`, ADR 60). Pages show the WebP: a browser makes every SVG `<img>` a document
 * of its own on the page's main thread, a raster is decoded off it. The API renders only these widths.
 */
export const PICTURE_WIDTHS = [120, 240, 360, 480, 720, 960, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** The width a WebP is rendered at when the request names none. */
export const DEFAULT_PICTURE_WIDTH: PictureWidth = 360;

const DRAWN = /^(\/media\/.+)\.svg$/;

/** A drawn picture at `width` px as WebP; any other address (an uploaded photo) as it is. */
export function pictureAt(url: string, width: PictureWidth): string {
  const drawn = DRAWN.exec(url);
  return drawn ? `${drawn[1]}.webp?w=${width}` : url;
}

/**
 * `src` and `srcSet` for an `<img>` of a drawn picture, offered at `widths`, so a phone fetches about
 * what it shows and a sharp screen what it needs (the `<img>`'s `sizes` says how wide it is shown).
 * Another address has no renditions: its `srcSet` is undefined.
 */
export function pictureSources(
  url: string,
  widths: readonly PictureWidth[],
): { src: string; srcSet: string | undefined } {
  if (!DRAWN.test(url)) return { src: url, srcSet: undefined };
  return {
    src: pictureAt(url, widths[0]!),
    srcSet: widths.map((width) => `${pictureAt(url, width)} ${width}w`).join(', '),
  };
}
