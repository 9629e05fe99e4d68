import { productListQuery } from '@oja/contract/catalog';
import { messages } from '@oja/contract/messages';
import { describe, expect, it } from 'vitest';
import { loadListRules, needsListRules, readListParams } from './list-params';

const read = (query: string) => readListParams(new URLSearchParams(query), productListQuery.shape);

describe('readListParams', () => {
  it('keeps every value the API accepts, with no notice', () => {
    const { params, notices, search } = read(
      'promotion=black_friday_deals&filter=new_arrivals&sort=price_asc&type=service&min_price=100&max_price=500',
    );
    expect(params).toEqual({
      promotion: 'black_friday_deals',
      filter: 'new_arrivals',
      sort: 'price_asc',
      type: 'service',
      min_price: '100',
      max_price: '500',
    });
    expect(notices).toEqual([]);
    expect(search.get('promotion')).toBe('black_friday_deals');
  });

  it('leaves out an unknown list, promotion, sort, type or unreadable price, with one sentence per kind', () => {
    const { params, notices, search } = read(
      'filter=cheap&promotion=christmas&sort=random&type=car&min_price=abc&search=rice',
    );
    expect(params).toEqual({ search: 'rice' });
    expect(notices).toEqual([
      messages.listUnknown,
      messages.listSortUnknown,
      messages.listTypeUnknown,
      messages.listPriceUnreadable,
    ]);
    expect(search.toString()).toBe('search=rice');
  });

  it('leaves out a price range whose minimum is above its maximum, and says so', () => {
    const { params, notices } = read('min_price=5000&max_price=100');
    expect(params).toEqual({});
    expect(notices).toEqual([`${messages.priceRangeInvalid}; showing every price.`]);
    expect(read('min_price=100&max_price=100').notices).toEqual([]);
  });

  it('does not take a name of Object.prototype for a list', () => {
    expect(read('promotion=constructor&filter=toString').params).toEqual({});
  });
});

describe('the list rules load only for an address with something to check', () => {
  it('needs them for a list, promotion, category, sort, type or price, not for a search or a shop', () => {
    expect(needsListRules(new URLSearchParams(''))).toBe(false);
    expect(needsListRules(new URLSearchParams('search=rice&vendor=mama-put'))).toBe(false);
    expect(needsListRules(new URLSearchParams('filter='))).toBe(false);
    for (const key of ['filter', 'promotion', 'category', 'sort', 'type', 'min_price', 'max_price'])
      expect(needsListRules(new URLSearchParams(`${key}=x`))).toBe(true);
  });

  it('reads an address without values to check with no rules, and loads the same rules as the contract', async () => {
    expect(readListParams(new URLSearchParams('search=rice'), null)).toEqual({
      params: { search: 'rice' },
      search: new URLSearchParams('search=rice'),
      notices: [],
    });
    const rules = await loadListRules();
    expect(rules).toBe(productListQuery.shape);
    expect(loadListRules()).toBe(loadListRules());
    expect(readListParams(new URLSearchParams('sort=random'), rules).params).toEqual({});
  });
});
