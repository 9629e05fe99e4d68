import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';

/**
 * Catalog pictures are drawn, not stored: each is a small SVG made from the row it shows (name,
 * brand, category colour), so a seeded shop of a million products needs no image files and every
 * picture is crisp on any screen. A real shop's uploads would be served from object storage instead.
 */

/**
 * Browsers take the first family they have; the PNG renderer (resvg) skips the names it does not
 * know and draws `sans-serif` with PNG_FONTS' sans family, so the text shows on a bare Debian too.
 */
const FONT_FAMILY = 'system-ui,Segoe UI,Roboto,Arial,sans-serif';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Greedy word wrap by character count: good enough for a sans-serif title on a fixed box. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.length === maxLines && lines.join(' ').length < text.length) {
    const last = lines[maxLines - 1]!;
    lines[maxLines - 1] = `${last.slice(0, Math.max(0, width - 1))}…`;
  }
  return lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const moved = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.round(Math.min(255, Math.max(0, moved)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const initials = (text: string) =>
  text
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

const safeColour = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#0b7a43');

export function productSvg(p: {
  name: string;
  brand: string;
  category: string;
  colour: string;
  index: number;
}) {
  const base = safeColour(p.colour);
  const light = shade(base, 0.86 - p.index * 0.06);
  const mid = shade(base, 0.55);
  const lines = wrapWords(p.name, 18, 3);
  const title = lines
    .map(
      (l, i) => `<text x="300" y="${430 + i * 44}" font-size="38" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('');
  const angle = [0, 18, -14][p.index % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(p.name)}">
<rect width="600" height="600" fill="${light}"/>
<g transform="rotate(${angle} 300 230)"><rect x="170" y="100" width="260" height="260" rx="48" fill="${mid}"/><rect x="200" y="130" width="200" height="200" rx="36" fill="${base}"/></g>
<text x="300" y="262" font-family="${FONT_FAMILY}" font-size="92" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(initials(p.brand || p.name))}</text>
<g font-family="${FONT_FAMILY}" fill="${shade(base, -0.55)}" text-anchor="middle">${title}
<text x="300" y="${430 + lines.length * 44 + 14}" font-size="24" fill="${shade(base, -0.3)}">${escapeXml(p.category)}</text></g>
</svg>`;
}

export function bannerSvg(b: {
  title: string;
  subtitle: string;
  colour: string;
  width: number;
  height: number;
}) {
  const base = safeColour(b.colour);
  const { width: w, height: h } = b;
  // The title wraps to two lines over the left two thirds (about 0.55 em per character), shrinking
  // the type when it would not fit, so long campaign headlines are never cut off.
  const titleLines = (size: number) => wrapWords(b.title, Math.floor((w * 0.66) / (size * 0.55)), 2);
  let size = Math.round(h * 0.2);
  while (titleLines(size).join(' ').length < b.title.length && size > h * 0.1) size = Math.round(size * 0.85);
  const lines = titleLines(size);
  const top = h * 0.5 - ((lines.length - 1) * size * 1.1) / 2;
  const title = lines
    .map(
      (l, i) =>
        `<text x="${w * 0.06}" y="${top + i * size * 1.1}" font-size="${size}" font-weight="800">${escapeXml(l)}</text>`,
    )
    .join('');
  const subtitleY = top + (lines.length - 1) * size * 1.1 + size * 1.05;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(b.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, -0.25)}"/><stop offset="1" stop-color="${shade(base, 0.25)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.6}" fill="#fff" fill-opacity="0.08"/><circle cx="${w * 0.95}" cy="${h}" r="${h * 0.45}" fill="#fff" fill-opacity="0.1"/>
<g font-family="${FONT_FAMILY}" fill="#fff">${title}
<text x="${w * 0.06}" y="${subtitleY}" font-size="${Math.round(size * 0.45)}" fill-opacity="0.9">${escapeXml(b.subtitle)}</text></g>
</svg>`;
}

export function tileSvg(t: { label: string; colour: string }) {
  const base = safeColour(t.colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(t.label)}">
<rect width="240" height="240" rx="0" fill="${shade(base, 0.85)}"/><circle cx="120" cy="112" r="72" fill="${base}"/><circle cx="168" cy="64" r="22" fill="${shade(base, 0.5)}"/>
<text x="120" y="136" font-family="${FONT_FAMILY}" font-size="64" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(initials(t.label))}</text>
</svg>`;
}

/** The shop's own link-preview card (Open Graph size) for pages that are not a product. */
export function shopCardSvg() {
  const base = '#0b7a43';
  const tagline = wrapWords('Shop Nigeria — pay by card or wallet, delivered to your door', 34, 2);
  const lines = tagline
    .map((l, i) => `<text x="96" y="${404 + i * 60}" font-size="46">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="Oja">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, -0.2)}"/><stop offset="1" stop-color="${base}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1040" cy="120" r="300" fill="#fff" fill-opacity="0.07"/><circle cx="1140" cy="640" r="220" fill="#fff" fill-opacity="0.09"/>
<rect x="96" y="120" width="144" height="144" rx="36" fill="#fff"/><circle cx="168" cy="192" r="38" fill="none" stroke="${base}" stroke-width="16"/><circle cx="206" cy="154" r="13" fill="#f97316"/>
<g font-family="${FONT_FAMILY}" fill="#fff"><text x="272" y="236" font-size="120" font-weight="800">Oja</text>${lines}</g>
</svg>`;
}

/** The width link previews (WhatsApp, Facebook) are given; the height follows the SVG's aspect. */
const PREVIEW_WIDTH = 1200;

/**
 * resvg loads the machine's fonts. `sans-serif` is DejaVu Sans, which Debian installs with fontconfig
 * (its default, Arial, is missing there, and unknown names fall back to a serif face).
 */
const PNG_FONTS = { loadSystemFonts: true, sansSerifFamily: 'DejaVu Sans', defaultFontFamily: 'DejaVu Sans' };

/** A picture's identity: the ETag of its SVG and the key of its PNG rendition. */
export const svgHash = (svg: string) => createHash('sha1').update(svg).digest('base64url');

/**
 * PNG renditions of the drawn pictures, for link previews (they ignore SVG). A render takes tens of
 * milliseconds of CPU (on the libuv thread pool, not the event loop), so the last `maxEntries`
 * PNGs are kept, keyed by their SVG's hash, least recently used out first; a render already under
 * way is shared by everyone asking for the same picture. A cache, not state: losing it costs time.
 */
export function createPngRenderer({ maxEntries = 64 } = {}) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    render(svg: string, hash = svgHash(svg)): Promise<Buffer> {
      const cached = entries.get(hash);
      if (cached) {
        entries.delete(hash);
        entries.set(hash, cached);
        return cached;
      }
      const png = renderAsync(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH }, font: PNG_FONTS }).then(
        (image) => image.asPng(),
      );
      png.catch(() => entries.delete(hash));
      entries.set(hash, png);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return png;
    },
    get size() {
      return entries.size;
    },
  };
}
