import { describe, expect, it } from 'vitest';
import { chargeLines } from '../../lib/charge-lines';
import {
  awaitsPayment,
  composeCancelReason,
  deliveryWindowText,
  isFinalStatus,
  paymentStateText,
  refundText,
  walletPrice,
} from './order-text';
import { details } from './test-fixtures';

describe('order text', () => {
  it('says how the money of an order stands', () => {
    expect(paymentStateText({ payment_mode: 'card_payment', payment_status: 'paid' })).toBe('Paid by card');
    expect(paymentStateText({ payment_mode: 'wallet', payment_status: 'paid' })).toBe('Paid from wallet');
    expect(paymentStateText({ payment_mode: 'wallet', payment_status: 'refunded' })).toBe(
      'Refunded to wallet',
    );
    expect(paymentStateText({ payment_mode: 'card_payment', payment_status: 'pending' })).toBe(
      'Awaiting payment',
    );
    expect(paymentStateText({ payment_mode: 'card_payment', payment_status: 'expired' })).toBe(
      'Not paid in time',
    );
  });

  it('offers payment only for an open, unpaid order', () => {
    expect(awaitsPayment({ status: 'pending', payment_status: 'pending' })).toBe(true);
    expect(awaitsPayment({ status: 'pending', payment_status: 'failed' })).toBe(true);
    expect(awaitsPayment({ status: 'confirmed', payment_status: 'paid' })).toBe(false);
    // An expired order was cancelled and gave its stock back: nothing to pay.
    expect(awaitsPayment({ status: 'cancelled', payment_status: 'expired' })).toBe(false);
  });

  it('knows which statuses are final', () => {
    expect(['delivered', 'cancelled', 'returns'].every((status) => isFinalStatus(status as never))).toBe(
      true,
    );
    expect(isFinalStatus('out_for_delivery')).toBe(false);
  });

  it('lists every charge of the total as the server priced it', () => {
    expect(chargeLines(details().totals).map((line) => [line.label, line.amount])).toEqual([
      ['Cart total', 1635612.5],
      ['Delivery fee', 7417.5],
      ['Transaction charge', 2000],
    ]);
    const wallet = chargeLines({
      ...details().totals,
      transaction_charge: 0,
      spend_and_save_charge: 1000,
      smart_coin_charge: -120,
    });
    expect(wallet.map((line) => line.key)).toEqual([
      'cart_total',
      'delivery_fee',
      'spend_and_save_charge',
      'smart_coin_charge',
    ]);
    expect(wallet.at(-1)).toMatchObject({ label: 'Smart Coin discount', amount: -120 });
  });

  it('prices a wallet payment without the card charge', () => {
    expect(walletPrice(details())).toBe(1643030);
  });

  it("writes the delivery window as 'on or before' or 'between'", () => {
    expect(deliveryWindowText(['2026-11-25'])).toBe('on or before Wed, 25 Nov');
    expect(deliveryWindowText(['2026-11-25', '2026-11-26'])).toBe('between Wed, 25 Nov and Thu, 26 Nov');
    expect(deliveryWindowText([])).toBe('');
  });

  it('says how the money of a cancelled order comes back', () => {
    expect(
      refundText({
        payment_mode: 'wallet',
        payment_status: 'refunded',
        refund: { method: 'wallet', amount: 5000, status: 'sent', sent_at: '2026-11-23T21:00:00.000Z' },
      }),
    ).toBe('₦5,000.00 is back in your Oja Wallet. You can spend it right away.');
    expect(
      refundText({
        payment_mode: 'card_payment',
        payment_status: 'refunded',
        refund: { method: 'card', amount: 1645030, status: 'pending', sent_at: null },
      }),
    ).toBe(
      '₦1,645,030.00 is on its way back to your card. Banks usually take 3 to 5 working days to show it.',
    );
    expect(
      refundText({
        payment_mode: 'card_payment',
        payment_status: 'refunded',
        refund: { method: 'card', amount: 100, status: 'sent', sent_at: '2026-11-23T21:00:00.000Z' },
      }),
    ).toBe(
      '₦100.00 was sent back to your card on 23 Nov 2026. Banks usually take 3 to 5 working days to show it.',
    );
    expect(refundText({ payment_mode: 'card_payment', payment_status: 'pending', refund: null })).toBe(
      'Nothing was charged for this order, so there is nothing to refund.',
    );
  });

  it('puts the chosen reason and the shopper’s words together', () => {
    expect(composeCancelReason('I changed my mind', '')).toBe('I changed my mind');
    expect(composeCancelReason('I changed my mind', '  found it cheaper ')).toBe(
      'I changed my mind: found it cheaper',
    );
    expect(composeCancelReason('Something else', 'Wrong colour')).toBe('Wrong colour');
    expect(composeCancelReason('Something else', '   ')).toBe('');
    expect(composeCancelReason('', '')).toBe('');
  });
});
