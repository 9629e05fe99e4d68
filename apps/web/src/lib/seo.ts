/*
 * The head of a server-rendered page (issue 14): title, description, canonical URL, Open Graph and
 * Twitter card tags, JSON-LD and the LCP picture's preload, built as HTML text for the template's
 * <head>. What each page says is in seo-pages.ts; this file only knows how to write it safely.
 */

export const SITE_NAME = 'Oja';
export const DEFAULT_TITLE = 'Oja — Shop Nigeria';
export const DEFAULT_DESCRIPTION =
  'Oja is an online marketplace for shoppers in Nigeria: phones, fashion, electronics, home goods, services and cars, paid by card or wallet and delivered to your door.';
/** The link-preview picture of pages that have none of their own (a PNG: previews ignore SVG). */
const DEFAULT_OG_IMAGE_PATH = '/media/og/oja.png';

export type PageMeta = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. `/product/tecno-spark-20`. */
  path: string;
  /** Absolute or root-relative URL of the preview picture; the site picture when absent. */
  image?: string;
  type?: 'website' | 'product';
  /** schema.org objects, each written as its own application/ld+json script. */
  jsonLd?: object[];
  /** The page's LCP picture, preloaded with high priority. */
  preloadImage?: string | null;
};

export type PageHead = { meta: PageMeta; html: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** `<` and the line separators escaped, so JSON placed in a <script> element cannot end it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl.replace(/\/+$/, '')}/`).href;
}

/** A description stays under the ~160 characters that search results and previews show. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function headHtml(meta: PageMeta, publicUrl: string): string {
  const url = absoluteUrl(publicUrl, meta.path);
  const image = absoluteUrl(publicUrl, meta.image ?? DEFAULT_OG_IMAGE_PATH);
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:locale', 'en_NG'),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
  ];
  if (meta.preloadImage) {
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`,
    );
  }
  for (const data of meta.jsonLd ?? []) {
    lines.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return lines.join('\n    ');
}
