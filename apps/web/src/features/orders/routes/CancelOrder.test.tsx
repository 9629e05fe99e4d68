import { messages } from '@oja/contract/messages';
import type { CancelPreview } from '@oja/contract/orders';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { type Call, details, renderPage, stubApi } from '../test-fixtures';
import CancelOrder from './CancelOrder';
import OrderCancelled from './OrderCancelled';

const PATH = '/account/cancel-order?reference=OJA-PSJ9AS0G';
const cancelledRoute = [{ path: '/account/order-cancelled', element: <OrderCancelled /> }];

beforeEach(() => startSession('customer-token'));

function serve(
  order = details({ payment_mode: 'wallet' }),
  refund: 'wallet' | 'card' = 'wallet',
  preview: Partial<CancelPreview> = {},
) {
  let cancelled = false;
  const calls: Call[] = stubApi((call) => {
    if (call.path === 'orders/OJA-PSJ9AS0G/cancel-preview') {
      return {
        data: {
          paid: true,
          method: refund,
          refund_amount: order.total,
          savings_kept: 0,
          coins_returned: 0,
          ...preview,
        },
      };
    }
    if (call.path === 'orders/OJA-PSJ9AS0G/cancel') {
      cancelled = true;
      return { message: messages.orderCancelled, data: cancelledOrder() };
    }
    if (call.path === 'orders/OJA-PSJ9AS0G') return { data: cancelled ? cancelledOrder() : order };
    return { status: 404 };
  });
  function cancelledOrder() {
    return {
      ...order,
      status: 'cancelled',
      payment_status: 'refunded',
      can_cancel: false,
      cancelled_at: '2026-11-23T21:00:00.000Z',
      cancel_reason: 'I ordered the wrong item: wrong colour',
      refunds: [
        {
          method: refund,
          cause: 'cancelled',
          amount: order.total,
          payment_reference: refund === 'wallet' ? null : 'OJA-PSJ9AS0G-P1',
          status: refund === 'wallet' ? 'processed' : 'pending',
          processed_at: refund === 'wallet' ? '2026-11-23T21:00:00.000Z' : null,
          failure: null,
          retrying: false,
        },
      ],
    };
  }
  return calls;
}

describe('Cancel order', () => {
  it('asks for a reason, cancels, and says the money is back in the wallet', async () => {
    const calls = serve();
    renderPage(<CancelOrder />, PATH, '/account/cancel-order', cancelledRoute);
    expect(await screen.findByText(/goes back to your Oja Wallet/)).toHaveTextContent(
      '₦1,645,030.00 goes back to your Oja Wallet at once.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.cancelReasonRequired);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'I ordered the wrong item' }));
    await userEvent.type(screen.getByLabelText('Anything else we should know? (optional)'), 'wrong colour');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByRole('heading', { name: messages.orderCancelled })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'I ordered the wrong item: wrong colour',
    });
    expect(screen.getByTestId('refund-text')).toHaveTextContent(
      '₦1,645,030.00 is back in your Oja Wallet. You can spend it right away.',
    );
    expect(screen.getByRole('link', { name: 'See your wallet' })).toBeInTheDocument();
  });

  it('needs the shopper’s words for “Something else”, and says a card refund takes days', async () => {
    serve(details(), 'card');
    renderPage(<CancelOrder />, PATH, '/account/cancel-order', cancelledRoute);
    await userEvent.click(await screen.findByRole('radio', { name: 'Something else' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.cancelReasonRequired);
    await userEvent.type(screen.getByLabelText('Tell us why'), 'Ordered twice by mistake');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByTestId('refund-text')).toHaveTextContent(
      'is on its way back to your card. Banks usually take 3 to 5 working days to show it.',
    );
  });

  it('promises what the cancel will pay: the savings already moved stay, the coins come back (issue 54)', async () => {
    serve(details({ payment_mode: 'wallet' }), 'wallet', {
      refund_amount: 25_527.5,
      savings_kept: 1_000,
      coins_returned: 15,
    });
    renderPage(<CancelOrder />, PATH, '/account/cancel-order', cancelledRoute);
    expect(await screen.findByText(/goes back to your Oja Wallet/)).toHaveTextContent(
      "₦25,527.50 goes back to your Oja Wallet at once. ₦1,000.00 of this order's Spend and Save savings is already in your main wallet, so it stays with you and is not refunded again. The 15 Smart Coins you used come back to you.",
    );
  });

  it('does not offer a cancel once the order has shipped', async () => {
    serve(details({ status: 'shipped', can_cancel: false }));
    renderPage(<CancelOrder />, PATH, '/account/cancel-order');
    expect(
      await screen.findByRole('heading', { name: 'This order can no longer be cancelled' }),
    ).toBeInTheDocument();
    expect(screen.getByText(messages.orderNotCancellable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});
