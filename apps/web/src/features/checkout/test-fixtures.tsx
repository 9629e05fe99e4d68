export { type Call, type Reply, renderPage, stubApi } from '../../test/page-harness';

import type { Address } from '@oja/contract/account';
import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import type { CourierOption } from '@oja/contract/logistics';
import type { OrderCompleteAnswer } from '@oja/contract/orders';

/** Answers for the checkout tests (the fetch stub is test/page-harness): every figure is what a server would send. */

export const address: Address = {
  uuid: '44444444-4444-4444-8444-444444444444',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  state_code: 'LA',
  town_id: '0042',
  postal_code: '100001',
  phone_number: '08012345678',
  country: 'Nigeria',
  is_primary: true,
};

export const courier = (id: string, name: string, total: number, dates: string[]): CourierOption => ({
  courier_id: id,
  courier_name: name,
  courier_image: `/media/couriers/${id}.svg`,
  total,
  amount: total,
  delivery_eta_time: '1 - 2 days',
  name,
  delivery_date_info: { estimated_delivery_date: dates },
});

export function summaryAnswer(overrides: Partial<CheckoutSummaryAnswer> = {}): CheckoutSummaryAnswer {
  return {
    group_reference_id: '55555555-5555-4555-8555-555555555555',
    delivery_address: address,
    delivery_method: 'door_delivery',
    payment_mode: 'card_payment',
    packages: [
      {
        vendor: { store_name: 'Mama Put Stores', city: 'Ikeja', state: 'Lagos' },
        items: [
          {
            uuid: '66666666-6666-4666-8666-666666666666',
            product: {
              uuid: '77777777-7777-4777-8777-777777777777',
              name: 'Ankara shirt',
              slug: 'ankara-shirt',
              thumbnail: null,
            },
            quantity: 2,
            colors: 'Red',
            sizes: 'M',
            unit_price: 5000,
            line_total: 10000,
          },
        ],
        subtotal: 10000,
        weight_kg: 0.6,
        delivery_fee: 2150,
      },
    ],
    couriers: [
      courier('kwik', 'Kwik', 2150, ['2026-11-24', '2026-11-25']),
      courier('dhl', 'DHL', 7525, ['2026-11-24']),
    ],
    courier_id: 'kwik',
    delivery_dates: ['2026-11-24', '2026-11-25'],
    wallet_balance: 0,
    smart_coin_enabled: false,
    totals: {
      cart_total: 10000,
      spend_and_save_charge: 0,
      smart_coin_charge: 0,
      transaction_charge: 282.25,
      delivery_fee: 2150,
      total: 12432.25,
      order_charge: 12150,
    },
    ...overrides,
  };
}

export function orderAnswer(overrides: Partial<OrderCompleteAnswer> = {}): OrderCompleteAnswer {
  const summary = summaryAnswer();
  return {
    reference: 'OJA-7KQ2M9XD',
    payment_reference: 'OJA-7KQ2M9XD-P1',
    status: 'confirmed',
    payment_status: 'paid',
    payment_mode: 'card_payment',
    payment_message: null,
    items: summary.packages[0]!.items,
    totals: summary.totals,
    delivery_address: '12 Allen Avenue, Ikeja, Lagos 100001',
    delivery_dates: ['2026-11-24', '2026-11-25'],
    courier_name: 'Kwik',
    delivery_eta_time: '1 - 2 working days',
    created_at: '2026-11-23T09:00:00.000Z',
    expires_at: null,
    refund: null,
    ...overrides,
  };
}
