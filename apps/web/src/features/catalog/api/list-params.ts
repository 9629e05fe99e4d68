import type { productListQuery } from '@oja/contract/catalog';
import { SEARCH_MAX } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { priceRangeInOrder } from '@oja/contract/price-range';
import { use } from 'react';

/*
 * A product list's parameters read from its address and checked by the contract's field rules. The
 * rules are zod schemas in the contract's catalog module, and building that module's schemas is one
 * long task on a phone (90-120 ms at a 4x slower CPU, issue 29), so they load only when an address
 * holds a value to check: a plain /products or a category's list never loads them, and a page
 * without a list (a product's, a car's) does not import this file's rules at all.
 */

/** The contract's field rules of GET products' query, by parameter. */
export type ListRules = (typeof productListQuery)['shape'];

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };
let rulesLoad: Tracked<ListRules> | null = null;

/**
 * Loads the rules once. The promise carries its outcome as React's `use` reads it (status, value), so
 * once loaded a render reads the rules without suspending; a failed load is tried again next time.
 */
export function loadListRules(): Promise<ListRules> {
  if (!rulesLoad) {
    const load: Tracked<ListRules> = import('@oja/contract/catalog').then(
      (module) => module.productListQuery.shape,
    );
    load.status = 'pending';
    load.then(
      (rules) => {
        load.status = 'fulfilled';
        load.value = rules;
      },
      (error: unknown) => {
        load.status = 'rejected';
        load.reason = error;
        rulesLoad = null;
      },
    );
    rulesLoad = load;
  }
  return rulesLoad;
}

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
export function readListParams(search: URLSearchParams, rules: ListRules | null): ReadListParams {
  const params = listParamsFrom(search);
  const clean = new URLSearchParams(search);
  const notices = new Set<string>();
  const drop = (key: keyof ProductListParams, notice: string) => {
    delete params[key];
    clean.delete(key);
    notices.add(notice);
  };
  for (const [key, notice] of Object.entries(UNKNOWN_VALUE) as [keyof ProductListParams, string][]) {
    const value = params[key];
    if (value === undefined) continue;
    // Without the rules (a caller's mistake: useListParams loads them first) nothing unchecked is asked for.
    if (!rules?.[key].safeParse(value).success) drop(key, notice);
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

/** Whether an address holds a value the rules must check. */
export const needsListRules = (search: URLSearchParams) =>
  Object.keys(UNKNOWN_VALUE).some((key) => search.get(key)?.trim());

/**
 * The rules when `needed`, else null: the first render that needs them suspends until they have
 * loaded (React's `use`; a navigation keeps the page on screen meanwhile, as it does for a page's code).
 */
export function useListRules(needed: boolean): ListRules | null {
  return needed ? use(loadListRules()) : null;
}

/** readListParams for a component: the rules load first when the address has something to check. */
export function useListParams(search: URLSearchParams): ReadListParams {
  return readListParams(search, useListRules(needsListRules(search)));
}
