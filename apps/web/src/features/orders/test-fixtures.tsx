export { type Call, type Reply, renderPage, stubApi } from '../../test/page-harness';

import type { OrderDetails, OrderSummary, PackageHistoryAnswer } from '@oja/contract/orders';

/** Answers for the orders tests (the fetch stub is test/page-harness): every figure is what the server would send. */

export const PRODUCT_UUID = '8e69910a-9eef-4b07-bd9b-802455507a31';
export const ITEM_UUID = '6b367bce-ad5d-4984-a5d0-a7ffc35d27ba';

export function summary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    reference: 'OJA-PSJ9AS0G',
    status: 'confirmed',
    payment_mode: 'card_payment',
    payment_status: 'paid',
    refund_status: null,
    total: 1645030,
    item_count: 2,
    thumbnail: '/media/products/phone/1.svg',
    created_at: '2026-11-23T20:29:58.006Z',
    ...overrides,
  };
}

export function details(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    ...summary(),
    packages: [
      {
        reference: 'OJA-PSJ9AS0G-1',
        status: 'confirmed',
        vendor: { store_name: 'Aba Made Leather', city: 'Abeokuta', state: 'Ogun' },
        items: [
          {
            uuid: ITEM_UUID,
            product: {
              uuid: PRODUCT_UUID,
              name: 'Apple iPhone 15 256GB',
              slug: 'apple-iphone-15-256gb-803',
              thumbnail: '/media/products/phone/1.svg',
            },
            quantity: 1,
            colors: 'Black',
            sizes: null,
            unit_price: 1612500,
            line_total: 1612500,
            can_review: false,
            review: null,
          },
        ],
        subtotal: 1612500,
        delivery_fee: 3171.25,
      },
      {
        reference: 'OJA-PSJ9AS0G-2',
        status: 'confirmed',
        vendor: { store_name: 'Trans Amadi Supplies', city: 'Kano', state: 'Kano' },
        items: [
          {
            uuid: '11111111-1111-4111-8111-111111111111',
            product: {
              uuid: '088209f8-c835-4e0f-bfb8-0d325b0d5be1',
              name: 'Binatone Electric Kettle 1.7L',
              slug: 'binatone-electric-kettle-1-7l-1310',
              thumbnail: null,
            },
            quantity: 1,
            colors: 'White',
            sizes: null,
            unit_price: 23112.5,
            line_total: 23112.5,
            can_review: false,
            review: null,
          },
        ],
        subtotal: 23112.5,
        delivery_fee: 4246.25,
      },
    ],
    totals: {
      cart_total: 1635612.5,
      spend_and_save_charge: 0,
      smart_coin_charge: 0,
      transaction_charge: 2000,
      delivery_fee: 7417.5,
      total: 1645030,
      order_charge: 1643030,
    },
    delivery_address: {
      address: '14 Adeola Odeku Street, Victoria Island',
      city: 'Ajah',
      state: 'Lagos',
      state_code: 'LA',
      postal_code: '101241',
      phone_number: '08031234567',
      country: 'Nigeria',
    },
    delivery_method: 'door_delivery',
    delivery_dates: ['2026-11-25', '2026-11-26'],
    courier_name: 'Kwik',
    delivery_eta_time: '1 - 2 working days',
    payment_gateway: 'paystack',
    paid_at: '2026-11-23T20:29:58.117Z',
    cancelled_at: null,
    cancel_reason: null,
    refunds: [],
    can_cancel: true,
    ...overrides,
  };
}

/** The order delivered: every item can be reviewed. */
export function delivered(): OrderDetails {
  const order = details({ status: 'delivered', can_cancel: false });
  return {
    ...order,
    packages: order.packages.map((pack) => ({
      ...pack,
      status: 'delivered',
      items: pack.items.map((item) => ({ ...item, can_review: true })),
    })),
  };
}

export function history(overrides: Partial<PackageHistoryAnswer> = {}): PackageHistoryAnswer {
  return {
    reference: 'OJA-PSJ9AS0G',
    status: 'shipped',
    packages: [
      {
        reference: 'OJA-PSJ9AS0G-1',
        status: 'shipped',
        vendor: { store_name: 'Aba Made Leather' },
        events: [
          { status: 'pending', note: 'Order placed', at: '2026-11-23T20:29:58.006Z' },
          { status: 'confirmed', note: 'Payment received', at: '2026-11-23T20:29:58.104Z' },
          { status: 'shipped', note: 'Moved along by the order simulator', at: '2026-11-24T08:05:00.000Z' },
        ],
      },
    ],
    ...overrides,
  };
}

export function page<T>(rows: T[], pageNumber = 1, lastPage = 1) {
  return { data: rows, pagination: { page: pageNumber, perPage: 10, total: rows.length, lastPage } };
}
