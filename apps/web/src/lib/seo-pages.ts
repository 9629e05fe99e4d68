import type {
  CampaignsAnswer,
  CategoryDetailsAnswer,
  ProductDetails,
  ReviewsAnswer,
  VendorAnswer,
} from '@oja/contract/catalog';
import { formatCount, formatNaira, nairaToKobo } from '@oja/contract/money';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { catalogKeys } from './catalog-keys';
import { productListHeading } from './product-list-title';
import { productPictures } from './product-pictures';
import {
  clip,
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  headHtml,
  type PageHead,
  type PageMeta,
  SITE_NAME,
} from './seo';

export type { PageHead } from './seo';

/*
 * The one place that knows what each public page says in its head (issue 14). It reads the answers
 * the page itself loaded (the catalog's own query keys, lib/catalog-keys), so the head and the page
 * never disagree about a name or a price.
 */

type Context = {
  url: URL;
  publicUrl: string;
  client: QueryClient;
  /** The address is no page of the app (the catch-all route). */
  notFound?: boolean;
  /** The page's item is not there: its read answered 404. */
  missing?: boolean;
};

const titled = (title: string) => `${title} | ${SITE_NAME}`;

/** The first answer cached under a key prefix (list keys also carry their page and page size). */
function cached<T>(client: QueryClient, key: QueryKey): T | undefined {
  for (const [, data] of client.getQueriesData<T>({ queryKey: key })) if (data !== undefined) return data;
  return undefined;
}

/** Naira as schema.org wants a price: a decimal string, computed in integer kobo. */
function offerPrice(naira: number): string {
  const kobo = nairaToKobo(naira);
  return `${Math.trunc(kobo / 100)}.${String(Math.abs(kobo % 100)).padStart(2, '0')}`;
}

/** The PNG rendition of a product's first picture that link previews can show (they ignore SVG). */
function productPreviewImage(product: Pick<ProductDetails, 'uuid'>): string {
  return `/media/products/${product.uuid}/1.png`;
}

/** schema.org Product with its Offer in NGN (and its rating once it has reviews). */
function productJsonLd(
  product: ProductDetails,
  pageUrl: string,
  imageUrl: string,
  reviews?: Pick<ReviewsAnswer, 'average_rating' | 'pagination'>,
): object {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: clip(product.description || product.caption || product.name, 500),
    image: [imageUrl],
    sku: product.uuid,
    url: pageUrl,
    category: product.category.name,
  };
  if (product.brand) data.brand = { '@type': 'Brand', name: product.brand };
  // A listing whose price is agreed with the seller has no offer to state.
  if (product.selling_price > 0) {
    data.offers = {
      '@type': 'Offer',
      priceCurrency: 'NGN',
      price: offerPrice(product.vat_selling_price),
      availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: pageUrl,
      seller: { '@type': 'Organization', name: product.vendor.store_name },
    };
  }
  if (reviews && reviews.pagination.total > 0 && reviews.average_rating > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: reviews.average_rating,
      reviewCount: reviews.pagination.total,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

function productMeta({ client, publicUrl }: Context, id: string, key: 'product' | 'car'): PageMeta | null {
  const product = client.getQueryData<ProductDetails>(catalogKeys[key](id));
  if (!product) return null;
  const path =
    key === 'car' ? `/cars/${product.slug || product.id}` : `/product/${product.slug || product.id}`;
  const price = product.selling_price > 0 ? formatNaira(nairaToKobo(product.vat_selling_price)) : null;
  const image = productPreviewImage(product);
  const reviews = cached<ReviewsAnswer>(client, catalogKeys.productReviews(id));
  const where = [product.city, product.state].filter(Boolean).join(', ');
  const lead = `${product.name}${price ? ` for ${price}` : ''} on Oja from ${product.vendor.store_name}${where ? ` in ${where}` : ''}.`;
  const summary = product.caption || product.description;
  return {
    title: titled(price ? `${product.name} — ${price}` : product.name),
    description: clip(summary ? `${lead} ${summary}` : lead),
    path,
    image,
    type: 'product',
    jsonLd: [productJsonLd(product, new URL(path, publicUrl).href, new URL(image, publicUrl).href, reviews)],
    preloadImage: productPictures(product)[0] ?? null,
  };
}

type PageRule = {
  pattern: string;
  meta: (context: Context, params: Record<string, string>) => PageMeta | null;
  /** What the page shows, for the title of its not-found page ("Product" → "Product not found"). */
  item?: string;
};

const PAGES: PageRule[] = [
  {
    pattern: '/',
    meta: ({ client }) => {
      const campaigns = client.getQueryData<CampaignsAnswer>(catalogKeys.carouselCampaigns);
      return {
        title: DEFAULT_TITLE,
        description: DEFAULT_DESCRIPTION,
        path: '/',
        preloadImage: campaigns?.[0]?.campaign_image ?? null,
      };
    },
  },
  {
    pattern: '/products',
    meta: ({ url }) => ({
      title: titled(productListHeading(url.searchParams).title),
      description: 'Products, services and cars from sellers across Nigeria, with prices in naira.',
      path: '/products',
    }),
  },
  {
    pattern: '/product/:id',
    item: 'Product',
    meta: (context, { id }) => productMeta(context, id!, 'product'),
  },
  {
    pattern: '/product/:id/reviews',
    item: 'Product',
    meta: ({ client }, { id }) => {
      const reviews = cached<ReviewsAnswer>(client, catalogKeys.productReviews(id!));
      if (!reviews) return null;
      return {
        title: titled(`Reviews of ${reviews.product.name}`),
        description: clip(
          `${reviews.pagination.total} ${reviews.pagination.total === 1 ? 'review' : 'reviews'} of ${reviews.product.name} from Oja shoppers${reviews.average_rating > 0 ? `, rated ${reviews.average_rating} out of 5` : ''}.`,
        ),
        path: `/product/${reviews.product.slug}/reviews`,
        image: productPreviewImage(reviews.product),
      };
    },
  },
  {
    pattern: '/categories',
    meta: () => ({
      title: titled('All categories'),
      description: 'Browse phones, fashion, electronics, home goods, services and cars on Oja by category.',
      path: '/categories',
    }),
  },
  {
    pattern: '/category/:category',
    item: 'Category',
    meta: ({ client }, { category }) => {
      const data = client.getQueryData<CategoryDetailsAnswer>(catalogKeys.category(category!));
      if (!data) return null;
      return {
        title: titled(data.name),
        description: `${data.name} on Oja: ${formatCount(data.product_count)} ${data.product_count === 1 ? 'listing' : 'listings'} from sellers across Nigeria, with prices in naira.`,
        path: `/category/${data.uuid}`,
      };
    },
  },
  {
    pattern: '/store-listing',
    meta: () => ({
      title: titled('Stores'),
      description: 'Every store selling on Oja, from Lagos to Kano: find a seller and see what they offer.',
      path: '/store-listing',
    }),
  },
  {
    pattern: '/vendor/:name',
    item: 'Store',
    meta: ({ client }, { name }) => {
      const data = cached<VendorAnswer>(client, catalogKeys.vendorPage('vendors', name!));
      if (!data) return null;
      const where = [data.vendor.city, data.vendor.state].filter(Boolean).join(', ');
      return {
        title: titled(data.vendor.store_name),
        description: clip(
          `${data.vendor.store_name}${where ? ` in ${where}` : ''} on Oja: ${data.products.pagination.total} ${data.products.pagination.total === 1 ? 'listing' : 'listings'} with prices in naira.`,
        ),
        path: `/vendor/${encodeURIComponent(data.vendor.slug)}`,
      };
    },
  },
  {
    pattern: '/cars',
    meta: () => ({
      title: titled('Cars'),
      description: 'Cars for sale from dealers and owners across Nigeria, with prices in naira.',
      path: '/cars',
    }),
  },
  { pattern: '/cars/:id', item: 'Car', meta: (context, { id }) => productMeta(context, id!, 'car') },
  {
    pattern: '/cart',
    meta: () => ({
      title: titled('Your cart'),
      description: 'Your Oja cart: what you picked, its total in naira, and checkout by card or wallet.',
      path: '/cart',
    }),
  },
  {
    pattern: '/terms-of-service',
    meta: () => ({
      title: titled('Terms of service'),
      description: 'The terms of using Oja, the online marketplace for shoppers in Nigeria.',
      path: '/terms-of-service',
    }),
  },
  {
    pattern: '/privacy-policy',
    meta: () => ({
      title: titled('Privacy policy'),
      description: 'What Oja keeps about you, why, for how long, and how to ask for it or have it removed.',
      path: '/privacy-policy',
    }),
  },
  // The default layout's pages (client-rendered): each tab says which page it is.
  ...(
    [
      ['/offline', 'You are offline'],
      ['/verify-link-email', 'Verify your email'],
      ['/reset-password', 'Reset your password'],
      ['/appeal-suspension', 'Appeal a suspension'],
    ] as const
  ).map(
    ([pattern, title]): PageRule => ({
      pattern,
      meta: () => ({ title: titled(title), description: DEFAULT_DESCRIPTION, path: pattern }),
    }),
  ),
];

/** The page's meta; a page whose answer is missing (not found, failed) gets the site's own. */
export function pageMeta(context: Context): PageMeta {
  if (context.notFound) {
    return { title: titled('Page not found'), description: DEFAULT_DESCRIPTION, path: context.url.pathname };
  }
  // Decoded as the router decodes it, so params (/vendor/Aba%20Made%20Leather) match the page's own keys.
  let pathname = context.url.pathname;
  try {
    pathname = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // A malformed escape stays as it came, as the router leaves it.
  }
  for (const page of PAGES) {
    const match = matchPath({ path: page.pattern, end: true }, pathname);
    if (!match) continue;
    const meta = page.meta(context, match.params as Record<string, string>);
    if (meta) return meta;
    if (page.item && context.missing) {
      return {
        title: titled(`${page.item} not found`),
        description: DEFAULT_DESCRIPTION,
        path: context.url.pathname,
      };
    }
    break;
  }
  return { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, path: context.url.pathname };
}

export function pageHead(context: Context): PageHead {
  const meta = pageMeta(context);
  return { meta, html: headHtml(meta, context.publicUrl) };
}
