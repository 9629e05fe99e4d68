import { describe, expect, it } from 'vitest';
import {
  CARD_FEE_CAP_KOBO,
  type CheckoutTotalInput,
  cardTransactionCharge,
  checkoutTotal,
  checkoutTotalsToNaira,
  checkoutTotalWithCardCharge,
  deliveryDateText,
} from './checkout.ts';

const base: CheckoutTotalInput = {
  cartTotal: 1_000_000, // ₦10,000.00
  spendAndSaveEnabled: false,
  spendAndSavePercentage: 5,
  smartCoinCharge: 0,
  paymentMode: 'wallet',
  cardTransactionCharge: 15_000, // ₦150.00
  deliveryFee: 250_000, // ₦2,500.00
};

describe('checkoutTotal', () => {
  it('paying from the wallet adds no transaction charge', () => {
    expect(checkoutTotal(base)).toEqual({
      cartTotal: 1_000_000,
      spendAndSaveCharge: 0,
      smartCoinCharge: 0,
      transactionCharge: 0,
      deliveryFee: 250_000,
      total: 1_250_000,
      orderCharge: 1_250_000,
    });
  });

  it('paying by card adds the transaction charge to the total but not to the order charge', () => {
    const result = checkoutTotal({ ...base, paymentMode: 'card_payment' });
    expect(result.transactionCharge).toBe(15_000);
    expect(result.total).toBe(1_265_000);
    expect(result.orderCharge).toBe(1_250_000);
  });

  it('adds the Spend and Save percentage of the cart total only when it is enabled', () => {
    expect(checkoutTotal({ ...base, spendAndSaveEnabled: true }).spendAndSaveCharge).toBe(50_000);
    expect(checkoutTotal({ ...base, spendAndSaveEnabled: true }).total).toBe(1_300_000);
    expect(checkoutTotal({ ...base, spendAndSaveEnabled: false, spendAndSavePercentage: 50 }).total).toBe(
      1_250_000,
    );
  });

  it('rounds the Spend and Save charge to whole kobo', () => {
    const result = checkoutTotal({ ...base, cartTotal: 1_050, spendAndSaveEnabled: true, deliveryFee: 0 });
    expect(result.spendAndSaveCharge).toBe(53);
    expect(result.total).toBe(1_103);
  });

  it('always subtracts smart coin, whichever sign it is given with', () => {
    const negative = checkoutTotal({ ...base, smartCoinCharge: -20_000 });
    const positive = checkoutTotal({ ...base, smartCoinCharge: 20_000 });
    expect(negative.smartCoinCharge).toBe(-20_000);
    expect(positive).toEqual(negative);
    expect(positive.total).toBe(1_230_000);
    expect(Object.is(checkoutTotal(base).smartCoinCharge, 0)).toBe(true);
  });

  it('combines every part on a card payment', () => {
    const result = checkoutTotal({
      ...base,
      paymentMode: 'card_payment',
      spendAndSaveEnabled: true,
      smartCoinCharge: 30_000,
    });
    // 1,000,000 + 50,000 - 30,000 + 15,000 + 250,000
    expect(result.total).toBe(1_285_000);
    expect(result.orderCharge).toBe(1_270_000);
  });

  it('refuses fractional kobo, negative fees and impossible percentages', () => {
    expect(() => checkoutTotal({ ...base, cartTotal: 10.5 })).toThrow(RangeError);
    expect(() => checkoutTotal({ ...base, deliveryFee: -1 })).toThrow(RangeError);
    expect(() => checkoutTotal({ ...base, cardTransactionCharge: -1 })).toThrow(RangeError);
    expect(() => checkoutTotal({ ...base, spendAndSavePercentage: 101 })).toThrow(RangeError);
    expect(() => checkoutTotal({ ...base, smartCoinCharge: 0.5 })).toThrow(RangeError);
  });

  it('converts the breakdown to naira for answers', () => {
    const totals = checkoutTotalsToNaira(
      checkoutTotal({ ...base, paymentMode: 'card_payment', smartCoinCharge: 1_050 }),
    );
    expect(totals).toEqual({
      cart_total: 10_000,
      spend_and_save_charge: 0,
      smart_coin_charge: -10.5,
      transaction_charge: 150,
      delivery_fee: 2_500,
      total: 12_639.5,
      order_charge: 12_489.5,
    });
  });
});

describe('deliveryDateText', () => {
  it('says "on or before" for one date', () => {
    expect(deliveryDateText(['Friday, 8 November'])).toBe('on or before Friday, 8 November');
    expect(deliveryDateText(['8 Nov', '8 Nov'])).toBe('on or before 8 Nov');
  });

  it('says "between" for a range', () => {
    expect(deliveryDateText(['8 Nov', '12 Nov'])).toBe('between 8 Nov and 12 Nov');
    expect(deliveryDateText(['8 Nov', '10 Nov', '12 Nov'])).toBe('between 8 Nov and 12 Nov');
  });

  it('is empty when no date is known', () => {
    expect(deliveryDateText([])).toBe('');
    expect(deliveryDateText(['', ' '])).toBe('');
  });
});

describe('cardTransactionCharge (Paystack local: 1.5% + NGN 100, NGN 100 waived under NGN 2,500, cap NGN 2,000)', () => {
  it('waives the NGN 100 at NGN 2,499.99 and adds it at NGN 2,500', () => {
    // 1.5% of 249,999 kobo is 3,749.985 kobo: rounded half up to 3,750.
    expect(cardTransactionCharge(249_999)).toBe(3_750);
    expect(cardTransactionCharge(250_000)).toBe(3_750 + 10_000);
  });

  it('is capped at NGN 2,000 from about NGN 126,667 up', () => {
    expect(cardTransactionCharge(12_666_600)).toBe(199_999);
    expect(cardTransactionCharge(12_666_700)).toBe(CARD_FEE_CAP_KOBO);
    expect(cardTransactionCharge(1_000_000_000)).toBe(CARD_FEE_CAP_KOBO);
  });

  it('is nothing on nothing and refuses fractions of a kobo', () => {
    expect(cardTransactionCharge(0)).toBe(0);
    expect(() => cardTransactionCharge(10.5)).toThrow(RangeError);
    expect(() => cardTransactionCharge(-1)).toThrow(RangeError);
  });

  it('is taken on the order charge (cart + delivery) and only for card payments', () => {
    const card = checkoutTotalWithCardCharge({ ...base, paymentMode: 'card_payment' });
    expect(card.transactionCharge).toBe(cardTransactionCharge(1_250_000));
    expect(card.transactionCharge).toBe(28_750);
    expect(card.total).toBe(1_278_750);
    expect(card.orderCharge).toBe(1_250_000);
    expect(checkoutTotalWithCardCharge({ ...base, paymentMode: 'wallet' }).transactionCharge).toBe(0);
  });
});
