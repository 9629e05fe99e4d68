import { Readable } from 'node:stream';
import { and, asc, gt, lte, max } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { categories, products, vendors } from '../../db/tables/catalog.ts';
import { notFound } from '../../lib/http-errors.ts';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/** Rows read per query while a paged sitemap streams out: memory stays flat at any shop size. */
const ROWS_PER_QUERY = 5_000;

/** Crawlers fetch these rarely and they change slowly; an hour in any shared cache is plenty. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The public pages that are the same for everyone and are not a row of a table. */
const STATIC_PAGES = [
  '/',
  '/products',
  '/categories',
  '/store-listing',
  '/cars',
  '/terms-of-service',
  '/privacy-policy',
];

/**
 * Personal, money and machine paths: nothing there for a search engine, and crawling them would
 * only spend rate limits. Pictures under /media stay open: link previews fetch them. The cart stays
 * open too: it is a public page of the shop (a guest's empty cart shows crawlers nothing personal),
 * and a disallowed page fails Lighthouse's is-crawlable audit, which the storefront's SEO budget
 * counts on every page it measures, the cart included.
 */
const DISALLOWED = [
  '/api/',
  '/account',
  '/checkout',
  '/order-complete',
  '/sandbox/',
  '/dev/',
  '/offline',
  '/verify-link-email',
  '/reset-password',
  '/appeal-suspension',
  '/newsletter/confirm',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = '</urlset>\n';

/**
 * The rows of one paged sitemap file are an id range, `((page - 1) * size, page * size]`: the page
 * count comes from the highest id (one index lookup) and each file is read by keyset on the primary
 * key, never with an OFFSET, so file 20 of a million products costs what file 1 does. Ids freed by
 * deleted rows only leave a file a little short.
 */
type PagedSource = {
  name: 'products' | 'vendors';
  maxId(db: Db): Promise<number>;
  batch(db: Db, afterId: number, upToId: number, limit: number): Promise<{ id: number; path: string }[]>;
};

const sources: PagedSource[] = [
  {
    name: 'products',
    async maxId(db) {
      const [row] = await db.select({ id: max(products.id) }).from(products);
      return row?.id ?? 0;
    },
    async batch(db, afterId, upToId, limit) {
      const rows = await db
        .select({ id: products.id, slug: products.slug, type: products.type })
        .from(products)
        .where(and(gt(products.id, afterId), lte(products.id, upToId)))
        .orderBy(asc(products.id))
        .limit(limit);
      // Cars (type `others`) have their own details page, as the web app's cards link them.
      return rows.map((r) => ({
        id: r.id,
        path: `/${r.type === 'others' ? 'cars' : 'product'}/${encodeURIComponent(r.slug)}`,
      }));
    },
  },
  {
    name: 'vendors',
    async maxId(db) {
      const [row] = await db.select({ id: max(vendors.id) }).from(vendors);
      return row?.id ?? 0;
    },
    async batch(db, afterId, upToId, limit) {
      const rows = await db
        .select({ id: vendors.id, slug: vendors.slug })
        .from(vendors)
        .where(and(gt(vendors.id, afterId), lte(vendors.id, upToId)))
        .orderBy(asc(vendors.id))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, path: `/vendor/${encodeURIComponent(r.slug)}` }));
    },
  },
];

export type SeoRoutesOptions = {
  /** Addresses per paged sitemap file (tests use a few to see several files). */
  urlsPerSitemap?: number;
  /** Rows read per query while a file streams out. */
  rowsPerQuery?: number;
};

/**
 * robots.txt and the sitemaps, at the site root where crawlers look for them. Addresses are absolute,
 * from PUBLIC_URL. The tables keep no update time, so the files carry no `lastmod`.
 */
export const seoRoutes: FastifyPluginAsyncZod<SeoRoutesOptions> = async (app, opts) => {
  const { db } = app.database;
  const origin = app.config.publicUrl.replace(/\/+$/, '');
  const perFile = Math.min(opts.urlsPerSitemap ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const perQuery = opts.rowsPerQuery ?? ROWS_PER_QUERY;
  const hide = { hide: true };
  // Guests' answers that are built whole are kept by the micro-cache like the storefront pages; the
  // paged files stream out and are left to shared caches (cache-control).
  const cached = { schema: hide, config: { microCachePage: true } };
  const loc = (path: string) => `<url><loc>${escapeXml(origin + path)}</loc></url>\n`;
  const sendXml = (reply: FastifyReply, body: string | Readable) =>
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);

  const robots = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', cached, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', cached, async (_request, reply) => {
    const files = ['sitemap-pages.xml', 'sitemap-categories.xml'];
    for (const source of sources) {
      const pages = Math.ceil((await source.maxId(db)) / perFile);
      for (let page = 1; page <= pages; page++) files.push(`sitemap-${source.name}-${page}.xml`);
    }
    const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/${file}`)}</loc></sitemap>\n`);
    return sendXml(
      reply,
      `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`,
    );
  });

  app.get('/sitemap-pages.xml', cached, async (_request, reply) =>
    sendXml(reply, URLSET_OPEN + STATIC_PAGES.map(loc).join('') + URLSET_CLOSE),
  );

  app.get('/sitemap-categories.xml', cached, async (_request, reply) => {
    // Tens of rows; the web app's category pages are addressed by uuid.
    const rows = await db
      .select({ uuid: categories.uuid })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
    return sendXml(reply, URLSET_OPEN + rows.map((r) => loc(`/category/${r.uuid}`)).join('') + URLSET_CLOSE);
  });

  for (const source of sources) {
    app.get(
      `/sitemap-${source.name}-:page`,
      { schema: { ...hide, params: z.object({ page: z.string() }) } },
      async (request, reply) => {
        const match = /^([1-9]\d{0,6})\.xml$/.exec(request.params.page);
        const page = match ? Number(match[1]) : 0;
        if (!page || (page - 1) * perFile >= (await source.maxId(db))) throw notFound('Sitemap not found');
        const upToId = page * perFile;
        async function* lines() {
          yield URLSET_OPEN;
          let afterId = (page - 1) * perFile;
          for (;;) {
            const rows = await source.batch(db, afterId, upToId, perQuery);
            if (rows.length > 0) yield rows.map((r) => loc(r.path)).join('');
            if (rows.length < perQuery) break;
            afterId = rows.at(-1)!.id;
          }
          yield URLSET_CLOSE;
        }
        return sendXml(reply, Readable.from(lines()));
      },
    );
  }
};
