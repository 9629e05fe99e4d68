import { describe, expect, it } from 'vitest';
import { cartAddBody, cartItemKey, cartQuantityBody } from './cart.ts';
import { productListQuery, promotionProductsQuery } from './catalog.ts';
import { analyticsTrackingBody, analyticsUnlinkBody, insightBatchBody } from './engagement.ts';
import { messages } from './messages.ts';
import { checkoutBody } from './orders.ts';
import { savedItemsQuery } from './saved.ts';

const uuid = '7f1c2a52-4b8e-4d7e-9a51-0c6f3b9d2e11';

describe('list queries', () => {
  it('default saved items to 5 per page and promotions to 10 per page', () => {
    expect(savedItemsQuery.parse({})).toEqual({ page: 1, perPage: 5 });
    expect(promotionProductsQuery.parse({ promotion_type: 'flash_sales' })).toEqual({
      promotion_type: 'flash_sales',
      per_page: 10,
      page: 1,
    });
    expect(promotionProductsQuery.safeParse({ promotion_type: 'flash_sales', per_page: '51' }).success).toBe(
      false,
    );
    expect(promotionProductsQuery.safeParse({ promotion_type: 'christmas' }).success).toBe(false);
  });

  it('read product filters, prices in naira and search from the query string', () => {
    const query = productListQuery.parse({
      page: '2',
      filter: 'top_deals',
      category: uuid,
      min_price: '1000',
      max_price: '2500.5',
      search: '  samsung ',
    });
    expect(query).toMatchObject({
      page: 2,
      perPage: 20,
      min_price: 1000,
      max_price: 2500.5,
      search: 'samsung',
    });
    expect(productListQuery.safeParse({ filter: 'cheapest' }).success).toBe(false);
    expect(productListQuery.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });

  it('refuse a minimum price above the maximum', () => {
    const result = productListQuery.safeParse({ min_price: '500', max_price: '100' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['max_price'], messages.priceRangeInvalid],
    ]);
  });
});

describe('cart', () => {
  it('adds at least one of a product', () => {
    expect(cartAddBody.safeParse({ slug: 'tecno-spark', quantity: 0 }).success).toBe(false);
    expect(cartAddBody.parse({ slug: 'tecno-spark', quantity: 1, affiliate_id: null })).toEqual({
      slug: 'tecno-spark',
      quantity: 1,
      affiliate_id: null,
    });
  });

  it('accepts quantity 0 for a variant, which removes it, but not a negative one', () => {
    expect(
      cartQuantityBody.safeParse({ variants: [{ colors: 'Red', sizes: null, quantity: 0 }] }).success,
    ).toBe(true);
    expect(cartQuantityBody.safeParse({ variants: [{ quantity: -1 }] }).success).toBe(false);
    expect(cartQuantityBody.safeParse({ variants: [] }).success).toBe(false);
  });

  it('keys an item by product uuid plus colour and size', () => {
    expect(cartItemKey(uuid)).toBe(uuid);
    expect(cartItemKey(uuid, 'Red', 'XL')).toBe(`${uuid}+Red+XL`);
    expect(cartItemKey(uuid, null, 'XL')).toBe(`${uuid}+XL`);
  });
});

describe('checkoutBody', () => {
  const body = {
    group_reference_id: uuid,
    order_amount: 12_650,
    delivery_address: '0b8e5a8e-3f4d-4c55-9a11-6a1e2f3b4c5d',
    delivery_fee: 2_500,
    payment_mode: 'card_payment',
    town_id: '42',
    station_code: 'LA',
    courier_id: 'gig',
    recaptcha: 'dev:CHECKOUT',
  };

  it('defaults door delivery, paystack and no smart coin', () => {
    expect(checkoutBody.parse(body)).toMatchObject({
      delivery_method: 'door_delivery',
      payment_gateway: 'paystack',
      use_smart_coin_as_discount: false,
    });
  });

  it('refuses amounts with more than 2 decimals and unknown payment modes', () => {
    expect(checkoutBody.safeParse({ ...body, order_amount: 12_650.005 }).success).toBe(false);
    expect(checkoutBody.safeParse({ ...body, delivery_fee: -1 }).success).toBe(false);
    expect(checkoutBody.safeParse({ ...body, payment_mode: 'cash' }).success).toBe(false);
  });

  it('offers door delivery and CourierPlus, never the card_payment label, and needs a saved address uuid', () => {
    expect(checkoutBody.safeParse({ ...body, delivery_method: 'courier_plus' }).success).toBe(true);
    expect(checkoutBody.safeParse({ ...body, delivery_method: 'card_payment' }).success).toBe(false);
    expect(checkoutBody.safeParse({ ...body, delivery_address: '12 Allen Avenue, Ikeja' }).success).toBe(
      false,
    );
    expect(checkoutBody.safeParse({ ...body, group_reference_id: 'grp-1' }).success).toBe(false);
  });
});

describe('engagement', () => {
  it('stores a numeric product id as text', () => {
    const tracked = analyticsTrackingBody.parse({
      type: 'click',
      product_id: 17,
      device_id: 'device-1',
      current_url: 'https://oja.test/product/tecno-spark?aff=AB12',
    });
    expect(tracked.product_id).toBe('17');
  });

  it('unlinks only as overwritten or expired', () => {
    const unlink = {
      type: 'click',
      affiliate_id: 'AB12',
      overwritten_by: 'CD34',
      device_id: 'device-1',
      status: 'overwritten',
      current_url: 'https://oja.test/',
      referrer: null,
      user_agent: 'Mozilla/5.0',
    };
    expect(analyticsUnlinkBody.safeParse(unlink).success).toBe(true);
    expect(analyticsUnlinkBody.safeParse({ ...unlink, status: 'removed' }).success).toBe(false);
    expect(analyticsUnlinkBody.safeParse({ ...unlink, type: 'view' }).success).toBe(false);
  });

  it('sends at most 100 insight events per batch', () => {
    const event = { kind: 'product_view', id: uuid, at: '2024-10-26T09:00:00.000Z' };
    const batch = (events: unknown[]) => ({ batch_id: uuid, device_id: 'device-1', events });
    expect(insightBatchBody.safeParse(batch(Array(100).fill(event))).success).toBe(true);
    expect(insightBatchBody.safeParse(batch(Array(101).fill(event))).success).toBe(false);
    expect(insightBatchBody.safeParse(batch([{ ...event, at: 'yesterday' }])).success).toBe(false);
    expect(insightBatchBody.safeParse({ ...batch([event]), batch_id: 'batch-1' }).success).toBe(false);
    expect(insightBatchBody.safeParse({ events: [event] }).success).toBe(false);
  });
});
