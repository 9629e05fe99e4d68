import { priceRangeInOrder, productListQuery } from '@oja/contract/catalog';
import { SEARCH_MAX } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';

/*
 * A product list's parameters read from its address and checked by the contract's field rules. Apart
 * from the list's queries (get-products.ts) so that a page without a list (a product's, a car's) does
 * not load the contract's schemas: building them is one long task on a phone.
 */

/** The query parameters of GET products that the pages pass through from their URL. */
const PRODUCT_LIST_PARAMS = [
  'promotion',
  'filter',
  'category',
  'vendor',
  'type',
  'min_price',
  'max_price',
  'sort',
  'search',
] as const;
export type ProductListParams = Partial<Record<(typeof PRODUCT_LIST_PARAMS)[number], string>>;

export function listParamsFrom(search: URLSearchParams): ProductListParams {
  const params: ProductListParams = {};
  for (const key of PRODUCT_LIST_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

/** What the list says when its address holds a value it leaves out, by parameter. */
const UNKNOWN_VALUE: Partial<Record<keyof ProductListParams, string>> = {
  filter: messages.listUnknown,
  promotion: messages.listUnknown,
  category: messages.listUnknown,
  sort: messages.listSortUnknown,
  type: messages.listTypeUnknown,
  min_price: messages.listPriceUnreadable,
  max_price: messages.listPriceUnreadable,
};

export type ReadListParams = {
  /** The parameters the API accepts, to ask for. */
  params: ProductListParams;
  /** The address without the values left out: links from the list (chips, sort) start from it. */
  search: URLSearchParams;
  /** One plain sentence per kind of value left out (a list we do not have, a price range upside down). */
  notices: string[];
};

/**
 * A list's parameters from its address (typed by hand, or an old link), each checked by the contract's
 * own field rule: a value the API would refuse is left out, so the list shows (all products, the usual
 * order, every price) instead of an error that "Try again" cannot fix, and a notice says why.
 */
export function readListParams(search: URLSearchParams): ReadListParams {
  const params = listParamsFrom(search);
  const clean = new URLSearchParams(search);
  const notices = new Set<string>();
  const drop = (key: keyof ProductListParams, notice: string) => {
    delete params[key];
    clean.delete(key);
    notices.add(notice);
  };
  const fields = productListQuery.shape;
  for (const [key, notice] of Object.entries(UNKNOWN_VALUE) as [keyof ProductListParams, string][]) {
    const value = params[key];
    if (value !== undefined && !fields[key].safeParse(value).success) drop(key, notice);
  }
  const { min_price, max_price } = params;
  if (
    min_price !== undefined &&
    max_price !== undefined &&
    !priceRangeInOrder({ min_price: Number(min_price), max_price: Number(max_price) })
  ) {
    drop('min_price', `${messages.priceRangeInvalid}; showing every price.`);
    drop('max_price', `${messages.priceRangeInvalid}; showing every price.`);
  }
  if (params.search && params.search.length > SEARCH_MAX) params.search = params.search.slice(0, SEARCH_MAX);
  return { params, search: clean, notices: [...notices] };
}
