import { describe, expect, it } from 'vitest';
import { placeOrderBlocker, placeOrderBody } from './place-order-body';
import { address, summaryAnswer } from './test-fixtures';

describe('placing an order', () => {
  it('sends the summary the shopper sees: its group id, its total and fee, the address uuid', () => {
    const body = placeOrderBody(summaryAnswer(), 'dev:CHECKOUT', 'https://oja.ng/order-complete');
    expect(body).toEqual({
      group_reference_id: '55555555-5555-4555-8555-555555555555',
      order_amount: 12432.25,
      delivery_address: address.uuid,
      delivery_date: '2026-11-25',
      delivery_fee: 2150,
      payment_mode: 'card_payment',
      delivery_method: 'door_delivery',
      delivery_company: 'Kwik',
      delivery_name: 'Kwik',
      use_smart_coin_as_discount: false,
      town_id: '0042',
      station_code: 'LA',
      recaptcha: 'dev:CHECKOUT',
      callback_url: 'https://oja.ng/order-complete',
      payment_gateway: 'paystack',
      courier_id: 'kwik',
    });
  });

  it('waits for a cart, an address and a courier', () => {
    expect(placeOrderBlocker(undefined)).toBe('Your cart is empty.');
    expect(placeOrderBlocker(summaryAnswer({ packages: [] }))).toBe('Your cart is empty.');
    expect(placeOrderBlocker(summaryAnswer({ delivery_address: null, couriers: [], courier_id: null }))).toBe(
      'Add a delivery address to continue.',
    );
    expect(placeOrderBlocker(summaryAnswer({ couriers: [], courier_id: null }))).toBe(
      'Choose a courier to continue.',
    );
    expect(placeOrderBlocker(summaryAnswer())).toBeNull();
  });
});
