import { describe, expect, it } from 'vitest';
import { chargeLines } from '../../lib/charge-lines';
import {
  awaitsPayment,
  composeCancelReason,
  deliveryWindowText,
  isFinalStatus,
  paymentStateText,
  paymentStatusLabel,
  refundTexts,
  walletPrice,
} from './order-text';
import { details } from './test-fixtures';

describe('order text', () => {
  it('says how the money of an order stands', () => {
    expect(
      paymentStateText({ payment_mode: 'card_payment', payment_status: 'paid', refund_status: null }),
    ).toBe('Paid by card');
    expect(paymentStateText({ payment_mode: 'wallet', payment_status: 'paid', refund_status: null })).toBe(
      'Paid from wallet',
    );
    expect(
      paymentStateText({ payment_mode: 'wallet', payment_status: 'refunded', refund_status: null }),
    ).toBe('Refunded to wallet');
    expect(
      paymentStateText({ payment_mode: 'card_payment', payment_status: 'pending', refund_status: null }),
    ).toBe('Awaiting payment');
    expect(
      paymentStateText({ payment_mode: 'card_payment', payment_status: 'expired', refund_status: null }),
    ).toBe('Not paid in time');
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

  it('says how the money of a cancelled order comes back, for each refund and its state', () => {
    const card = {
      method: 'card' as const,
      cause: 'cancelled' as const,
      amount: 1645030,
      payment_reference: 'OJA-7KQ2M9XD-P1',
      status: 'pending' as const,
      processed_at: null,
      failure: null,
      retrying: false,
    };
    const texts = (refund: typeof card | null, payment_status: 'refunded' | 'expired' = 'refunded') =>
      refundTexts({ reference: 'OJA-7KQ2M9XD', payment_status, refunds: refund ? [refund] : [] });
    expect(texts({ ...card, method: 'wallet' as never, amount: 5000, status: 'processed' as never })).toEqual(
      ['₦5,000.00 is back in your Oja Wallet. You can spend it right away.'],
    );
    expect(texts(card)).toEqual([
      'Refund in progress: ₦1,645,030.00 is on its way back to your card. Banks usually take 3 to 5 working days to show it.',
    ]);
    expect(
      texts({
        ...card,
        amount: 100,
        status: 'processed' as never,
        processed_at: '2026-11-23T23:30:00.000Z' as never,
      }),
    ).toEqual([
      // Lagos time: already the 24th there.
      '₦100.00 was refunded to your card on 24 Nov 2026. Banks usually take 3 to 5 working days to show it.',
    ]);
    expect(
      texts({ ...card, status: 'failed' as never, failure: 'Card account closed' as never, retrying: true }),
    ).toEqual([
      'We could not refund your card: card account closed. We will try again shortly and tell you how it goes. The money is still yours.',
    ]);
    expect(texts({ ...card, cause: 'released' as never, amount: 7524.73 }, 'expired')[0]).toBe(
      'Your card was charged ₦7,524.73 (payment OJA-7KQ2M9XD-P1) after order OJA-7KQ2M9XD had been released for not being paid in time and its items had gone back on sale, so the whole amount goes back to your card. Refund in progress: ₦7,524.73 is on its way back to your card. Banks usually take 3 to 5 working days to show it.',
    );
    expect(texts(null, 'expired')).toEqual([
      'Nothing was charged for this order, so there is nothing to refund.',
    ]);
  });

  it('tells a refunded payment by how its card refund stands, not as refunded while the card waits or failed', () => {
    const label = (refund_status: 'pending' | 'processed' | 'failed' | null) =>
      paymentStatusLabel({ payment_status: 'refunded', refund_status }).text;
    expect(label('pending')).toBe('Refund in progress');
    expect(label('failed')).toBe('Refund failed');
    expect(label('processed')).toBe('Refunded');
    // A wallet refund is posted at once: no card refund to wait for.
    expect(label(null)).toBe('Refunded');
    expect(paymentStatusLabel({ payment_status: 'paid', refund_status: null }).text).toBe('Paid');
    const listed = (refund_status: 'pending' | 'processed' | 'failed') =>
      paymentStateText({ payment_mode: 'card_payment', payment_status: 'refunded', refund_status });
    expect(listed('pending')).toBe('Refund to card in progress');
    expect(listed('failed')).toBe('Card refund failed');
    expect(listed('processed')).toBe('Refunded to card');
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
