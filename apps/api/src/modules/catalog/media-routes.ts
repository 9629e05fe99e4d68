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
  createPngRenderer,
  productSvg,
  shopCardSvg,
  svgHash,
  tileSvg,
  vendorSvg,
} from './media.ts';

const BRAND_GREEN = '#0b7a43';
/** Promotions span the whole shop: their banners show a few of its best-known kinds of product. */
const PROMOTION_KINDS: readonly Kind[] = ['phone', 'sneaker', 'tv'];
const slug = z.string().regex(/^[a-z0-9_-]{1,120}$/, 'Invalid image name');

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Read by browsers fetching a picture, never shown to a shopper: not a contract message. */
const IMAGE_NOT_FOUND = 'Image not found';

/** Pictures change only when their row does; a day of caching plus an ETag keeps slow networks quiet. */
function sendSvg(reply: FastifyReply, svg: string) {
  const etag = `"${svgHash(svg)}"`;
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (reply.request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** The PNG rendition of a picture, cached like its SVG; a revalidation that matches renders nothing. */
async function sendPng(reply: FastifyReply, renderer: ReturnType<typeof createPngRenderer>, svg: string) {
  const hash = svgHash(svg);
  const etag = `"png-${hash}"`;
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (reply.request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/png').send(await renderer.render(svg, hash));
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const hide = { hide: true };
  const png = createPngRenderer();

  app.get(
    '/products/:uuid/:file',
    {
      schema: {
        ...hide,
        params: z.object({
          uuid: z.uuid(),
          file: z.enum(['1.svg', '2.svg', '3.svg', '1.png', '2.png', '3.png']),
        }),
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
      const svg = productSvg({ ...row, index: Number(file[0]) - 1 });
      return file.endsWith('.png') ? sendPng(reply, png, svg) : sendSvg(reply, svg);
    },
  );

  // Link previews of the pages that are not a product (og:image).
  const shopCard = shopCardSvg();
  app.get('/og/oja.png', { schema: hide }, async (_request, reply) => sendPng(reply, png, shopCard));

  /** Category, vendor and courier pictures are square tiles looked up by the slug in their file name. */
  const tile = (prefix: string, draw: (slug: string) => Promise<string | undefined>) =>
    app.get(
      `/${prefix}/:file`,
      { schema: { ...hide, params: z.object({ file: z.string() }) } },
      async (request, reply) => {
        const name = slug.safeParse(request.params.file.replace(/\.svg$/, ''));
        const svg = name.success ? await draw(name.data) : undefined;
        if (!svg) throw notFound(IMAGE_NOT_FOUND);
        return sendSvg(reply, svg);
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
    { schema: { ...hide, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const id = z.uuid().safeParse(request.params.file.replace(/\.svg$/, ''));
      if (!id.success) throw notFound(IMAGE_NOT_FOUND);
      const [row] = await db
        .select({ headline: campaigns.headline, caption: campaigns.caption, name: campaigns.name })
        .from(campaigns)
        .where(eq(campaigns.uuid, id.data))
        .limit(1);
      if (!row) throw notFound(IMAGE_NOT_FOUND);
      return sendSvg(
        reply,
        bannerSvg({
          colour: '#0b5d7a',
          width: 1200,
          height: 400,
          kinds: kindsIn(`${row.headline} ${row.caption} ${row.name}`, 3),
        }),
      );
    },
  );

  app.get(
    '/promotions/:file',
    { schema: { ...hide, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const match = /^([a-z0-9_]{1,60})(-sm)?\.svg$/.exec(request.params.file);
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
      return sendSvg(
        reply,
        bannerSvg({ colour, width: small ? 720 : 1200, height: small ? 360 : 300, kinds: PROMOTION_KINDS }),
      );
    },
  );
};
