import { describe, expect, it } from 'vitest';
import { type OrderRefund, refundSentence } from './refunds';

const refund: OrderRefund = {
  method: 'card',
  cause: 'cancelled',
  amount: 12500,
  payment_reference: 'OJA-AB12CD34',
  status: 'processed',
  processed_at: '2026-11-24T10:00:00.000Z',
  failure: null,
  retrying: false,
};

describe('refundSentence', () => {
  it('leaves out why a cancelled order’s money goes back when the page already says it was cancelled', () => {
    expect(refundSentence(refund, 'OJA-AB12CD34', '24 Nov 2026', true)).toBe(
      '₦12,500.00 was refunded to your card on 24 Nov 2026. Banks usually take 3 to 5 working days to show it.',
    );
  });

  it('says why first when the page has not said it', () => {
    expect(refundSentence({ ...refund, status: 'pending' }, 'OJA-AB12CD34', null, false)).toBe(
      'Order OJA-AB12CD34 was cancelled, so ₦12,500.00 (payment OJA-AB12CD34) goes back to you. ' +
        'Refund in progress: ₦12,500.00 is on its way back to your card. Banks usually take 3 to 5 working days to show it.',
    );
  });

  it('always says why for a charge the order could not take', () => {
    const second = {
      ...refund,
      cause: 'duplicate' as const,
      status: 'failed' as const,
      failure: 'Card expired',
    };
    expect(refundSentence(second, 'OJA-AB12CD34', null, true)).toBe(
      'Order OJA-AB12CD34 was already paid by another payment, so this second charge of ₦12,500.00 (payment OJA-AB12CD34) goes back to your card. ' +
        'We could not refund your card: card expired. Our support team has it and will send it again or contact you to return it another way. The money is still yours.',
    );
  });
});
