import { DEFAULT_PICTURE_WIDTH, PICTURE_WIDTHS, type PictureWidth } from '@oja/contract/pictures';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaigns, categories, products, promotions, vendors } from '../../db/tables/catalog.ts';
import { couriers } from '../../db/tables/logistics.ts';
import { notFound } from '../../lib/http-errors.ts';
import { CATEGORY_KINDS, type Kind, kindsIn, shopKind } from './illustrations.ts';
import {
  bannerSvg,
  categorySvg,
  createRasterRenderer,
  PREVIEW_WIDTH,
  productSvg,
  type Raster,
  shopCardSvg,
  svgHash,
  tileSvg,
  vendorSvg,
} from './media.ts';
import { previewRenders, RENDER_RETRY_AFTER_SECONDS, RendersBusy, webpRenders } from './media-renders.ts';

const BRAND_GREEN = '#0b7a43';
/** Promotions span the whole shop: their banners show a few of its best-known kinds of product. */
const PROMOTION_KINDS: readonly Kind[] = ['phone', 'sneaker', 'tv'];
const slug = z.string().regex(/^[a-z0-9_-]{1,120}$/, 'Invalid image name');

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Read by browsers fetching a picture, never shown to a shopper: not a contract message. */
const IMAGE_NOT_FOUND = 'Image not found';
const RENDERS_BUSY = 'Busy drawing pictures: try again in a few seconds';

/** Pictures change only when their row does; a day of caching plus an ETag keeps slow networks quiet. */
function sendSvg(reply: FastifyReply, svg: string) {
  const etag = `"${svgHash(svg)}"`;
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (reply.request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

type Renderer = ReturnType<typeof createRasterRenderer>;

/**
 * A raster rendition of a picture, cached like its SVG; a revalidation that matches renders nothing.
 * When the process renders all it may (media-renders.ts), a quick 503 with Retry-After that no cache
 * keeps: a crawler asks again later, a browser shows the picture's alt text.
 */
async function sendRaster(reply: FastifyReply, renderer: Renderer, svg: string, raster: Raster) {
  const hash = svgHash(svg);
  const etag = `"${raster.format}${raster.format === 'png' ? '' : raster.width}-${hash}"`;
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (reply.request.headers['if-none-match'] === etag) return reply.code(304).send();
  let image: Buffer;
  try {
    image = await renderer.render(svg, raster, hash);
  } catch (error) {
    if (!(error instanceof RendersBusy)) throw error;
    reply.removeHeader('etag');
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', String(RENDER_RETRY_AFTER_SECONDS))
      .type('text/plain; charset=utf-8')
      .send(RENDERS_BUSY);
  }
  return reply.type(`image/${raster.format}`).send(image);
}

/** `?w=` of a WebP picture: one of the widths it is rendered at. */
const widthQuery = z.object({
  w: z.coerce
    .number()
    .refine((w): w is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(w), {
      message: `Width must be one of ${PICTURE_WIDTHS.join(', ')}`,
    })
    .default(DEFAULT_PICTURE_WIDTH),
});
const PREVIEW: Raster = { format: 'png', width: PREVIEW_WIDTH };

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const hide = { hide: true };
  // Link previews are few and large; the shop's own WebPs many and small (about 1-15 KB each).
  const previews = createRasterRenderer({ gate: previewRenders });
  const webps = createRasterRenderer({ maxEntries: 2048, gate: webpRenders });
  /** A picture as its request's file asks: SVG, the link-preview PNG, or WebP at the route's `?w=`. */
  const send = (reply: FastifyReply, svg: string, extension: string, width: PictureWidth) => {
    if (extension === 'svg') return sendSvg(reply, svg);
    if (extension === 'png') return sendRaster(reply, previews, svg, PREVIEW);
    return sendRaster(reply, webps, svg, { format: 'webp', width });
  };
  /** A drawn picture's file name: its name, then `.svg` or `.webp`. */
  const pictureFile = /^(.+)\.(svg|webp)$/;

  app.get(
    '/products/:uuid/:file',
    {
      schema: {
        ...hide,
        params: z.object({
          uuid: z.uuid(),
          file: z.enum(['1.svg', '2.svg', '3.svg', '1.png', '2.png', '3.png', '1.webp', '2.webp', '3.webp']),
        }),
        querystring: widthQuery,
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select({
          name: products.name,
          category: categories.name,
          colour: categories.colour,
          colours: products.colors,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.uuid, request.params.uuid))
        .limit(1);
      if (!row) throw notFound(IMAGE_NOT_FOUND);
      const { file } = request.params;
      return send(reply, productSvg({ ...row, index: Number(file[0]) - 1 }), file.slice(2), request.query.w);
    },
  );

  // Link previews of the pages that are not a product (og:image).
  const shopCard = shopCardSvg();
  app.get('/og/oja.png', { schema: hide }, async (_request, reply) =>
    sendRaster(reply, previews, shopCard, PREVIEW),
  );

  /** Category, vendor and courier pictures are square tiles looked up by the slug in their file name. */
  const tile = (prefix: string, draw: (slug: string) => Promise<string | undefined>) =>
    app.get(
      `/${prefix}/:file`,
      { schema: { ...hide, params: z.object({ file: z.string() }), querystring: widthQuery } },
      async (request, reply) => {
        const [, base = '', extension = ''] = pictureFile.exec(request.params.file) ?? [];
        const name = slug.safeParse(base);
        const svg = name.success ? await draw(name.data) : undefined;
        if (!svg) throw notFound(IMAGE_NOT_FOUND);
        return send(reply, svg, extension, request.query.w);
      },
    );

  tile('categories', async (name) => {
    const [row] = await db
      .select({ name: categories.name, colour: categories.colour })
      .from(categories)
      .where(eq(categories.slug, name))
      .limit(1);
    return row && categorySvg(row);
  });
  // A shop is pictured by what its name says it sells, else by the category of its first listing.
  tile('vendors', async (name) => {
    const [row] = await db
      .select({ id: vendors.id, name: vendors.storeName })
      .from(vendors)
      .where(eq(vendors.slug, name))
      .limit(1);
    if (!row) return undefined;
    const [first] = await db
      .select({ category: categories.name, colour: categories.colour })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.vendorId, row.id))
      .orderBy(asc(products.id))
      .limit(1);
    const kind: Kind = shopKind(row.name) ?? CATEGORY_KINDS[first?.category ?? ''] ?? 'basket';
    const colour = first?.colour ?? BRAND_GREEN;
    return vendorSvg({ name: row.name, colour, kind });
  });
  tile('couriers', async (name) => {
    const [row] = await db
      .select({ label: couriers.name })
      .from(couriers)
      .where(eq(couriers.code, name))
      .limit(1);
    return row && tileSvg({ ...row, colour: '#7c3aed' });
  });

  app.get(
    '/campaigns/:file',
    { schema: { ...hide, params: z.object({ file: z.string() }), querystring: widthQuery } },
    async (request, reply) => {
      const [, base = '', extension = ''] = pictureFile.exec(request.params.file) ?? [];
      const id = z.uuid().safeParse(base);
      if (!id.success) throw notFound(IMAGE_NOT_FOUND);
      const [row] = await db
        .select({ headline: campaigns.headline, caption: campaigns.caption, name: campaigns.name })
        .from(campaigns)
        .where(eq(campaigns.uuid, id.data))
        .limit(1);
      if (!row) throw notFound(IMAGE_NOT_FOUND);
      const svg = bannerSvg({
        colour: '#0b5d7a',
        width: 1200,
        height: 400,
        kinds: kindsIn(`${row.headline} ${row.caption} ${row.name}`, 3),
      });
      return send(reply, svg, extension, request.query.w);
    },
  );

  app.get(
    '/promotions/:file',
    { schema: { ...hide, params: z.object({ file: z.string() }), querystring: widthQuery } },
    async (request, reply) => {
      const match = /^([a-z0-9_]{1,60})(-sm)?\.(svg|webp)$/.exec(request.params.file);
      if (!match) throw notFound(IMAGE_NOT_FOUND);
      const [row] = await db
        .select({ name: promotions.name })
        .from(promotions)
        .where(eq(promotions.type, match[1]!))
        .limit(1);
      if (!row) throw notFound(IMAGE_NOT_FOUND);
      const small = Boolean(match[2]);
      const colour = match[1]!.startsWith('black')
        ? '#1f2937'
        : match[1]!.startsWith('flash')
          ? '#c2410c'
          : BRAND_GREEN;
      const svg = bannerSvg({
        colour,
        width: small ? 720 : 1200,
        height: small ? 360 : 300,
        kinds: PROMOTION_KINDS,
      });
      return send(reply, svg, match[3]!, request.query.w);
    },
  );
};
