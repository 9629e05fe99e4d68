import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import {
  BADGE_PATH,
  CATEGORY_KINDS,
  colourHex,
  KIND_PATHS,
  type Kind,
  kindOf,
  SCREENS,
} from './illustrations.ts';
import { pixmapDone, type RenderGate, RendersBusy } from './media-renders.ts';

/**
 * Catalog pictures are drawn, not stored: each is a small SVG made from the row it shows (the kind
 * of product its name says, its colours, its category's colour; see illustrations.ts), so a seeded shop of a million products needs no image files and every
 * picture is crisp on any screen. A real shop's uploads would be served from object storage instead.
 */

/**
 * Browsers take the first family they have; the PNG renderer (resvg) skips the names it does not
 * know and draws `sans-serif` with its sans family (TEXT_FONTS), so the text shows on a bare Debian too.
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

/** Relative luminance (0 dark to 1 light) of a #rrggbb colour, to keep light products visible. */
function lightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 0xff) + 0.587 * ((n >> 8) & 0xff) + 0.114 * (n & 0xff)) / 255;
}

/**
 * One drawing (24x24 path) placed at (x, y) with the given size: a soft shadow copy under it, then
 * the shape filled with a top-lit gradient of `fill` and a thin darker outline, so light colours
 * (a white fridge, a starlight iPhone) still stand out on a light background.
 */
function drawing(kind: Kind, fill: string, x: number, y: number, size: number, id: string, rotate = 0) {
  const d = KIND_PATHS[kind];
  const scale = size / 24;
  const edge = lightness(fill) > 0.75 ? shade(fill, -0.45) : shade(fill, -0.35);
  const turn = rotate ? ` rotate(${rotate} 12 12)` : '';
  const screen = SCREENS[kind];
  // A dark glass screen with a diagonal sheen, inside the device's frame.
  const glass = !screen
    ? ''
    : screen.length === 3
      ? `<circle cx="${screen[0]}" cy="${screen[1]}" r="${screen[2]}" fill="url(#${id}s)"/>`
      : `<rect x="${screen[0]}" y="${screen[1]}" width="${screen[2]}" height="${screen[3]}" fill="url(#${id}s)"/><path d="M${screen[0]! + screen[2]! * 0.55} ${screen[1]}h${screen[2]! * 0.25}l-${screen[2]! * 0.45} ${screen[3]}h-${screen[2]! * 0.25}z" fill="#fff" fill-opacity=".1"/>`;
  const glassFill = screen
    ? `<linearGradient id="${id}s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#334e7d"/><stop offset=".55" stop-color="#1b2a4a"/><stop offset="1" stop-color="#0e1628"/></linearGradient>`
    : '';
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(fill, 0.22)}"/><stop offset="1" stop-color="${shade(fill, -0.18)}"/></linearGradient>${glassFill}</defs>
<g transform="translate(${x} ${y}) scale(${scale})${turn}"><path d="${d}" fill="#0f172a" fill-opacity=".16" transform="translate(.45 .7)"/><path d="${d}" fill="url(#${id})" stroke="${edge}" stroke-width="${(1.6 / scale).toFixed(3)}" stroke-linejoin="round"/>${glass}</g>`;
}

/**
 * A product's picture number `index` (0 to 2): the drawing of its kind in the product's colour (the
 * n-th of its colours, so the gallery shows the choices), on a tint of its category's colour. No
 * words: the name is in the page and in the image's alt text.
 */
export function productSvg(p: {
  name: string;
  category: string;
  colour: string;
  colours?: readonly string[];
  index: number;
}) {
  const base = safeColour(p.colour);
  const kind = kindOf(p.name, p.category);
  const colours = (p.colours ?? []).map(colourHex).filter((c): c is string => Boolean(c));
  const ink = colours.length > 0 ? colours[p.index % colours.length]! : shade(base, -0.1);
  const view = [
    { size: 380, x: 110, y: 96, rotate: 0 },
    { size: 430, x: 85, y: 70, rotate: -8 },
    { size: 340, x: 130, y: 100, rotate: 6 },
  ][p.index % 3]!;
  const swatches =
    p.index === 2 && colours.length > 1
      ? colours
          .slice(0, 5)
          .map(
            (c, i) =>
              `<circle cx="${300 + (i - (Math.min(colours.length, 5) - 1) / 2) * 56}" cy="520" r="20" fill="${c}" stroke="#fff" stroke-width="6"/>`,
          )
          .join('')
      : '';
  const badge =
    p.category === 'Services'
      ? `<circle cx="470" cy="130" r="62" fill="#fff"/><g transform="translate(424 84) scale(3.83)"><path d="${BADGE_PATH}" fill="${shade(base, -0.1)}"/></g>`
      : '';
  // A car stands on a road line at its wheels (the drawings of cars end at 80% of their box).
  const ground = view.y + view.size * (p.category === 'Cars' ? 0.8 : 0.98);
  const floor =
    p.category === 'Cars'
      ? `<rect x="60" y="${ground + 6}" width="480" height="10" rx="5" fill="${shade(base, -0.2)}" fill-opacity=".25"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escapeXml(p.name)}" data-kind="${kind}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, 0.93)}"/><stop offset="1" stop-color="${shade(base, 0.78)}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="290" r="225" fill="#fff" fill-opacity=".6"/>
<ellipse cx="300" cy="${ground}" rx="${view.size * 0.42}" ry="18" fill="#0f172a" fill-opacity=".1"/>${floor}
${drawing(kind, ink, view.x, view.y, view.size, 'ink', view.rotate)}${badge}${swatches}
</svg>`;
}

/**
 * A campaign or promotion banner: a picture only, its headline is HTML laid over it. The wide one keeps
 * the left half calm for the headline and puts the drawings between half and four fifths of the width,
 * so they stay in view when a wide box crops the right edge (the carousel shows it `object-left`);
 * the small one (phones, up to 760 px) is 2:1 with two bigger drawings low on the right.
 */
export function bannerSvg(b: { colour: string; width: number; height: number; kinds: readonly Kind[] }) {
  const base = safeColour(b.colour);
  const { width: w, height: h } = b;
  const small = w / h <= 2.2;
  const kinds = b.kinds.length > 0 ? b.kinds : (['gift', 'sale'] as const);
  const count = Math.min(kinds.length, small ? 2 : 3);
  const bubble = h * 0.62;
  const spots = small
    ? [
        { x: w * 0.78, y: h * 0.55, r: h * 0.36 },
        { x: w * 0.56, y: h * 0.72, r: h * 0.22 },
      ]
    : [
        { x: w * 0.64, y: h * 0.52, r: bubble * 0.62 },
        { x: w * 0.49, y: h * 0.74, r: bubble * 0.3 },
        // The third, nearest the right edge, is the one a narrow box may cut.
        { x: w * 0.82, y: h * 0.32, r: bubble * 0.36 },
      ];
  const art = spots
    .slice(0, count)
    .map((s, i) => {
      const size = s.r * 1.25;
      return `<circle cx="${s.x}" cy="${s.y + s.r * 0.06}" r="${s.r}" fill="#000" fill-opacity=".12"/><circle cx="${s.x}" cy="${s.y}" r="${s.r}" fill="#fff"/>${drawing(
        kinds[i]!,
        shade(base, -0.05 * i),
        s.x - size / 2,
        s.y - size / 2,
        size,
        `k${i}`,
      )}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, -0.35)}"/><stop offset="1" stop-color="${shade(base, 0.15)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.78}" cy="${h * 0.1}" r="${h * 0.75}" fill="#fff" fill-opacity=".07"/><circle cx="${w * 0.98}" cy="${h}" r="${h * 0.5}" fill="#fff" fill-opacity=".08"/><circle cx="${w * 0.05}" cy="${h * 1.05}" r="${h * 0.35}" fill="#000" fill-opacity=".06"/>
${art}
</svg>`;
}

/** A category's tile: the drawing of its kind of product on a tint of its colour. */
export function categorySvg(c: { name: string; colour: string }) {
  const base = safeColour(c.colour);
  const kind = CATEGORY_KINDS[c.name] ?? kindOf(c.name, c.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(c.name)}" data-kind="${kind}">
<rect width="240" height="240" fill="${shade(base, 0.88)}"/><circle cx="120" cy="120" r="92" fill="#fff" fill-opacity=".7"/>
${drawing(kind, base, 60, 56, 120, 'ink')}
</svg>`;
}

/** A shop's logo: the drawing of what it sells, white on its trade's colour, with the shop's initials. */
export function vendorSvg(v: { name: string; colour: string; kind: Kind }) {
  const base = safeColour(v.colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${escapeXml(v.name)}" data-kind="${v.kind}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, 0.12)}"/><stop offset="1" stop-color="${shade(base, -0.3)}"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#g)"/><circle cx="200" cy="30" r="70" fill="#fff" fill-opacity=".1"/>
<g transform="translate(62 34) scale(4.83)"><path d="${KIND_PATHS[v.kind]}" fill="#fff"/></g>
<rect x="60" y="168" width="120" height="46" rx="23" fill="#fff"/>
<text x="120" y="201" font-family="${FONT_FAMILY}" font-size="30" font-weight="800" fill="${shade(base, -0.3)}" text-anchor="middle">${escapeXml(initials(v.name))}</text>
</svg>`;
}

/** A courier's tile: its initials (couriers are companies, not products). */
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
export const PREVIEW_WIDTH = 1200;
/** WebP for the drawings (flat colours, soft gradients): about 2 KB at 360 px and 5 KB at 960. */
const WEBP = { quality: 75, effort: 6 };
/**
 * sharp (libvips) is loaded with the first WebP: it adds 28 MiB and four threads to the process, which
 * an API that renders no picture (a worker behind a CDN, the bench) need not carry.
 */
let sharpLoad: Promise<typeof import('sharp').default> | null = null;
const loadSharp = () => {
  sharpLoad ??= import('sharp').then((module) => module.default);
  return sharpLoad;
};

/**
 * `sans-serif` is DejaVu Sans, which Debian installs with fontconfig (resvg's default, Arial, is
 * missing there, and unknown names fall back to a serif face). resvg loads the fonts it is given on
 * every render, and all the system's cost more than the drawing (at 1200 px, median of 9: the
 * preview card 84 -> 33 ms, a product picture 110 -> 52 ms), so a picture with words loads only
 * DejaVu Sans's two faces (regular and bold) where they are installed, and all system fonts
 * elsewhere; a picture without words loads none.
 */
const SANS = 'DejaVu Sans';
export const SYSTEM_FONTS = { loadSystemFonts: true, sansSerifFamily: SANS, defaultFontFamily: SANS };
const DEJAVU_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map(
  (f) => `/usr/share/fonts/truetype/dejavu/${f}`,
);
const TEXT_FONTS = DEJAVU_FILES.every((f) => existsSync(f))
  ? { loadSystemFonts: false, fontFiles: DEJAVU_FILES, sansSerifFamily: SANS, defaultFontFamily: SANS }
  : SYSTEM_FONTS;
const NO_FONTS = { loadSystemFonts: false };
const fontsFor = (svg: string) => (svg.includes('<text') ? TEXT_FONTS : NO_FONTS);

/** A picture's identity: the ETag of its SVG and the key of its PNG rendition. */
export const svgHash = (svg: string) => createHash('sha1').update(svg).digest('base64url');

export type Raster = { format: 'png' | 'webp'; width: number };

/**
 * Raster renditions of the drawn pictures: PNG at PREVIEW_WIDTH for link previews (they ignore SVG),
 * and WebP at PICTURE_WIDTHS (contract) for the shop's own pages. A browser makes every SVG `<img>` a document
 * of its own, styled, laid out and painted on the page's main thread (measured with Lighthouse: 10-30
 * ms tasks on a fast host while the home page loads), where a raster is decoded off it. A render
 * takes a few to tens of milliseconds of CPU (resvg, then sharp for WebP, both off the event loop),
 * so the last `maxEntries` renditions are kept, keyed by their SVG's hash, format and width, least
 * recently used out first; a render already under way is shared by everyone asking for the same one.
 * A new render waits for a place of `gate` (media-renders.ts), or is refused when too many wait.
 * A cache, not state: losing it costs time.
 */
export function createRasterRenderer({ maxEntries = 64, gate }: { maxEntries?: number; gate: RenderGate }) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    /** The rendition; RendersBusy (nothing cached) when `gate` has no place for a new render. */
    render(svg: string, raster: Raster, hash = svgHash(svg)): Promise<Buffer> {
      const key = `${hash}.${raster.width}.${raster.format}`;
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      if (gate.full) return Promise.reject(new RendersBusy());
      const rendered = gate.run(async () => {
        const image = await renderAsync(svg, {
          fitTo: { mode: 'width', value: raster.width },
          font: fontsFor(svg),
        });
        const png = image.asPng();
        pixmapDone(image.width * image.height * 4);
        return raster.format === 'png' ? png : (await loadSharp())(png).webp(WEBP).toBuffer();
      });
      rendered.catch(() => entries.delete(key));
      entries.set(key, rendered);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return rendered;
    },
    get size() {
      return entries.size;
    },
  };
}
