import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { type Call, delivered, details, renderPage, stubApi } from '../test-fixtures';
import OrderDetails from './OrderDetails';

const PATTERN = '/account/order/:reference';
const PATH = '/account/order/OJA-PSJ9AS0G';

function serve(
  order: ReturnType<typeof details>,
  extra: (call: Call) => ReturnType<Parameters<typeof stubApi>[0]> | null = () => null,
) {
  return stubApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === 'orders/OJA-PSJ9AS0G') return { data: order };
    if (call.path === 'wallet') return { data: { isPinAvailable: true, balance: 2_000_000 } };
    return { status: 404, message: 'We could not find this order.' };
  });
}

beforeEach(() => startSession('customer-token'));

// POST pay-by-wallet answers what /order-complete shows.
const paidAnswer = {
  reference: 'OJA-PSJ9AS0G',
  payment_reference: null,
  status: 'confirmed',
  payment_status: 'paid',
  payment_mode: 'wallet',
  payment_message: null,
  items: details().packages.flatMap((pack) => pack.items.map(({ can_review, review, ...line }) => line)),
  totals: { ...details().totals, transaction_charge: 0, total: 1643030 },
  delivery_address: '14 Adeola Odeku Street, Victoria Island, Ajah, Lagos',
  delivery_dates: ['2026-11-25', '2026-11-26'],
  courier_name: 'Kwik',
  delivery_eta_time: '1 - 2 working days',
  created_at: '2026-11-23T20:29:58.006Z',
  expires_at: null,
  refund: null,
};

describe('Order details', () => {
  it('shows each package with its items and status, every charge, payment and delivery', async () => {
    serve(details());
    renderPage(<OrderDetails />, PATH, PATTERN);
    expect(await screen.findByTestId('order-reference')).toHaveTextContent('OJA-PSJ9AS0G');
    const packages = screen.getAllByTestId('order-package');
    expect(packages).toHaveLength(2);
    expect(
      within(packages[0]!).getByRole('heading', { name: /Package 1 of 2 · Aba Made Leather/ }),
    ).toBeInTheDocument();
    expect(packages[0]).toHaveTextContent('Apple iPhone 15 256GB');
    expect(packages[0]).toHaveTextContent('Colour: Black');
    expect(packages[0]).toHaveTextContent('₦1,612,500.00');
    expect(within(packages[1]!).getByTestId('order-status')).toHaveTextContent('Confirmed');

    const charges = screen.getByTestId('order-summary');
    expect(within(charges).getByTestId('charge-cart_total')).toHaveTextContent('₦1,635,612.50');
    expect(within(charges).getByTestId('charge-delivery_fee')).toHaveTextContent('₦7,417.50');
    expect(within(charges).getByTestId('charge-transaction_charge')).toHaveTextContent('₦2,000.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₦1,645,030.00');

    expect(screen.getByTestId('order-payment')).toHaveTextContent('Card');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('between Wed, 25 Nov and Thu, 26 Nov');
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('Kwik');
    // The courier's estimate, as checkout showed it.
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('Delivery time1 - 2 working days');
    // Placed and paid on their Lagos day and time.
    expect(screen.getByText(/^Placed/)).toHaveTextContent('Placed 23 Nov 2026, 9:29 pm');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Paid on23 Nov 2026, 9:29 pm');
    expect(screen.getByTestId('order-address')).toHaveTextContent('14 Adeola Odeku Street');

    const actions = screen.getByRole('navigation', { name: 'Order actions' });
    expect(within(actions).getByRole('link', { name: 'Track package' })).toHaveAttribute(
      'href',
      '/account/order/OJA-PSJ9AS0G/package-history',
    );
    expect(within(actions).getByRole('link', { name: 'Cancel order' })).toHaveAttribute(
      'href',
      '/account/cancel-order?reference=OJA-PSJ9AS0G',
    );
    expect(within(actions).queryByRole('link', { name: 'Review items' })).toBeNull();
    expect(screen.queryByTestId('pay-now')).toBeNull();
  });

  it('offers reviews of delivered items and no cancel once shipped', async () => {
    serve(delivered());
    renderPage(<OrderDetails />, PATH, PATTERN);
    const actions = await screen.findByRole('navigation', { name: 'Order actions' });
    expect(within(actions).queryByRole('link', { name: 'Cancel order' })).toBeNull();
    expect(within(actions).getByRole('link', { name: 'Review items' })).toHaveAttribute(
      'href',
      '/account/order/OJA-PSJ9AS0G/review',
    );
    expect(screen.getByRole('link', { name: /^Rate this item ?: Apple iPhone 15 256GB$/ })).toHaveAttribute(
      'href',
      '/account/reviews-and-ratings/rate-product/8e69910a-9eef-4b07-bd9b-802455507a31?order=OJA-PSJ9AS0G',
    );
  });

  it('lets an unpaid order be paid from the wallet with the PIN (no card charge)', async () => {
    let paid = false;
    const unpaid = details({ status: 'pending', payment_status: 'pending', paid_at: null });
    const calls = serve(unpaid, (call) => {
      if (call.path === 'orders/OJA-PSJ9AS0G/pay-by-wallet') {
        if ((call.body as { pin: string }).pin !== '2580') {
          return {
            status: 422,
            message: 'Incorrect PIN',
            errors: { pin: ['Incorrect PIN. You have 4 tries left.'] },
          };
        }
        paid = true;
        return { message: 'Paid from your wallet', data: paidAnswer };
      }
      if (call.path === 'orders/OJA-PSJ9AS0G' && paid) {
        return { data: details({ payment_mode: 'wallet', payment_status: 'paid' }) };
      }
      return null;
    });
    renderPage(<OrderDetails />, PATH, PATTERN);
    const panel = await screen.findByTestId('pay-now');
    expect(panel).toHaveTextContent('This order is waiting for payment');
    expect(within(panel).getByRole('button', { name: 'Pay ₦1,645,030.00 by card' })).toBeInTheDocument();
    const pin = await within(panel).findByLabelText('Wallet PIN');
    await userEvent.type(pin, '1111');
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay ₦1,643,030.00 from wallet' }));
    expect(await within(panel).findByText('Incorrect PIN. You have 4 tries left.')).toBeInTheDocument();
    await userEvent.clear(pin);
    await userEvent.type(pin, '2580');
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay ₦1,643,030.00 from wallet' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { pin: '1111' },
      { pin: '2580' },
    ]);
    // The page asks again: paid now, so the panel goes.
    await expect.poll(() => screen.queryByTestId('pay-now')).toBeNull();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Paid');
  });

  it('tells a late payment’s refund in words, and a second payment’s refund on a live order', async () => {
    const late = {
      method: 'card' as const,
      cause: 'released' as const,
      amount: 7524.73,
      payment_reference: 'OJA-PSJ9AS0G-P1',
      status: 'pending' as const,
      processed_at: null,
      failure: null,
      retrying: false,
    };
    serve(
      details({
        status: 'cancelled',
        payment_status: 'expired',
        paid_at: null,
        can_cancel: false,
        cancelled_at: '2026-11-23T21:00:00.000Z',
        cancel_reason: 'unpaid',
        refunds: [late],
      }),
    );
    renderPage(<OrderDetails />, PATH, PATTERN);
    const notice = await screen.findByTestId('cancelled-notice');
    expect(notice).toHaveTextContent('Reason: Not paid in time, so its items went back on sale');
    expect(notice).not.toHaveTextContent('Reason: unpaid');
    expect(notice).not.toHaveTextContent('Nothing was charged');
    // Nothing of a cancelled order is on its way, so there is no package to track.
    expect(
      within(screen.getByRole('navigation', { name: 'Order actions' })).queryByRole('link', {
        name: 'Track package',
      }),
    ).toBeNull();
    expect(within(notice).getByTestId('refund-text')).toHaveTextContent(
      'Your card was charged ₦7,524.73 (payment OJA-PSJ9AS0G-P1) after order OJA-PSJ9AS0G had been released',
    );
    cleanup();

    serve(
      details({
        refunds: [{ ...late, cause: 'duplicate', status: 'failed', failure: 'Card expired', retrying: true }],
      }),
    );
    renderPage(<OrderDetails />, PATH, PATTERN);
    const refunds = await screen.findByTestId('refunds-notice');
    expect(refunds).toHaveTextContent('We could not refund your card');
    expect(refunds).toHaveTextContent('this second charge of ₦7,524.73');
    expect(refunds).toHaveTextContent(
      'We could not refund your card: card expired. We will try again shortly',
    );
  });

  it('says so when the order is not the customer’s (404)', async () => {
    stubApi(() => ({ status: 404, message: 'We could not find this order.' }));
    renderPage(<OrderDetails />, PATH, PATTERN);
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
  });
});
