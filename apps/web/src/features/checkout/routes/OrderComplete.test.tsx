import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { leaveForGateway } from '../gateway';
import { type Call, orderAnswer, renderPage, stubApi } from '../test-fixtures';
import OrderComplete from './OrderComplete';

vi.mock('../gateway', () => ({ leaveForGateway: vi.fn() }));

let reply: (call: Call) => { status?: number; data?: unknown; message?: string };
let calls: Call[];

beforeEach(() => {
  startSession('customer-token');
  vi.mocked(leaveForGateway).mockClear();
  reply = () => ({ data: orderAnswer() });
  calls = stubApi((call) => reply(call));
});

const at = (search: string) => renderPage(<OrderComplete />, `/order-complete${search}`, '/order-complete');

describe('order complete', () => {
  it('verifies the reference the gateway returned with and confirms a paid order', async () => {
    at('?reference=OJA-7KQ2M9XD-P1&trxref=OJA-7KQ2M9XD-P1');
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is confirmed' }),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'payments/verify',
      body: { reference: 'OJA-7KQ2M9XD-P1' },
    });
    expect(screen.getByTestId('order-reference')).toHaveTextContent('OJA-7KQ2M9XD');
    expect(screen.getByText('Ankara shirt')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₦12,432.25');
    expect(screen.getByText(/Delivered between Tue, 24 Nov and Wed, 25 Nov/)).toBeInTheDocument();
    expect(screen.getByText('12 Allen Avenue, Ikeja, Lagos 100001')).toBeInTheDocument();
    expect(screen.getByText('Kwik')).toBeInTheDocument();
    expect(screen.getByTestId('courier-eta')).toHaveTextContent('1 - 2 working days');
  });

  it('shows a declined card with the gateway message and pays again on a new gateway page', async () => {
    reply = (call) =>
      call.path === 'orders/OJA-7KQ2M9XD/pay'
        ? {
            data: {
              reference: 'OJA-7KQ2M9XD',
              payment_reference: 'OJA-7KQ2M9XD-P2',
              authorization_url: 'http://localhost/sandbox/paystack/checkout/p2',
              access_code: 'p2',
            },
          }
        : { data: orderAnswer({ payment_status: 'failed', status: 'pending', payment_message: 'Declined' }) };
    at('?reference=OJA-7KQ2M9XD-P1');
    expect(
      await screen.findByRole('heading', { name: 'Your payment did not go through' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() =>
      expect(leaveForGateway).toHaveBeenCalledWith('http://localhost/sandbox/paystack/checkout/p2'),
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'orders/OJA-7KQ2M9XD/pay',
      body: { callback_url: `${window.location.origin}/order-complete` },
    });
  });

  it("says until when the items are held in Lagos time, whatever the device's zone", async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // Placed at 23:50 in Lagos, held until 00:20 the next Lagos day (still 18:20 in New York).
      reply = () => ({
        data: orderAnswer({
          payment_status: 'failed',
          status: 'pending',
          payment_message: 'Declined',
          created_at: '2026-11-23T22:50:00.000Z',
          expires_at: '2026-11-23T23:20:00.000Z',
        }),
      });
      at('?reference=OJA-7KQ2M9XD-P1');
      expect(await screen.findByTestId('order-outcome')).toHaveTextContent(
        'Your items are held for you until 24 Nov 2026, 12:20 am.',
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('gives only the Lagos time when the hold ends the day the order was placed', async () => {
    reply = () => ({
      data: orderAnswer({
        payment_status: 'pending',
        status: 'pending',
        created_at: '2026-11-23T09:00:00.000Z',
        expires_at: '2026-11-23T09:30:00.000Z',
      }),
    });
    at('?reference=OJA-7KQ2M9XD-P1');
    expect(await screen.findByTestId('order-outcome')).toHaveTextContent(
      'Your items are held for you until 10:30 am.',
    );
  });

  it('checks a pending payment again on request', async () => {
    reply = () => ({ data: orderAnswer({ payment_status: 'pending', status: 'pending' }) });
    at('?reference=OJA-7KQ2M9XD-P1');
    expect(
      await screen.findByRole('heading', { name: 'We are waiting for your payment' }),
    ).toBeInTheDocument();
    reply = () => ({ data: orderAnswer() });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is confirmed' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'payments/verify')).toHaveLength(2);
  });

  it('sends an expired order back to the cart', async () => {
    reply = () => ({ data: orderAnswer({ payment_status: 'expired', status: 'cancelled' }) });
    at('?reference=OJA-7KQ2M9XD');
    expect(await screen.findByRole('heading', { name: 'This order has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('a payment that arrived after the order was released: charged, refund in progress, items back on sale', async () => {
    const refund = {
      method: 'card' as const,
      cause: 'released' as const,
      amount: 7524.73,
      payment_reference: 'OJA-7KQ2M9XD-P1',
      status: 'pending' as const,
      processed_at: null,
      failure: null,
      retrying: false,
    };
    reply = () => ({ data: orderAnswer({ payment_status: 'expired', status: 'cancelled', refund }) });
    at('?reference=OJA-7KQ2M9XD-P1');
    expect(
      await screen.findByRole('heading', { name: 'Your payment arrived after this order was released' }),
    ).toBeInTheDocument();
    const outcome = screen.getByTestId('order-outcome');
    expect(outcome).toHaveTextContent('Your card was charged ₦7,524.73 (payment OJA-7KQ2M9XD-P1)');
    expect(outcome).toHaveTextContent('its items had gone back on sale');
    expect(outcome).toHaveTextContent('Refund in progress');
    expect(outcome).not.toHaveTextContent('Your cart is ready');
    expect(outcome).not.toHaveTextContent('Nothing was');
    // The released order goes nowhere: no delivery window or courier estimate is promised.
    expect(screen.queryByText(/Delivered between/)).toBeNull();
    expect(screen.queryByTestId('courier-eta')).toBeNull();
  });

  it('a second payment for a paid order: not a plain thank-you, the refund of that charge', async () => {
    const refund = {
      method: 'card' as const,
      cause: 'duplicate' as const,
      amount: 12432.25,
      payment_reference: 'OJA-7KQ2M9XD-P1',
      status: 'processed' as const,
      processed_at: '2026-11-24T10:00:00.000Z',
      failure: null,
      retrying: false,
    };
    reply = () => ({ data: orderAnswer({ refund }) });
    at('?reference=OJA-7KQ2M9XD-P1');
    expect(
      await screen.findByRole('heading', { name: 'You paid twice: the second charge was refunded' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thank you! Your order is confirmed')).toBeNull();
    expect(screen.getByTestId('order-outcome')).toHaveTextContent('was refunded to your card on 24 Nov 2026');
  });

  it('a card refund that failed says why and what happens next', async () => {
    const refund = {
      method: 'card' as const,
      cause: 'cancelled' as const,
      amount: 12432.25,
      payment_reference: 'OJA-7KQ2M9XD-P1',
      status: 'failed' as const,
      processed_at: null,
      failure: 'The card account is closed, so the bank could not take the refund',
      retrying: false,
    };
    reply = () => ({ data: orderAnswer({ payment_status: 'refunded', status: 'cancelled', refund }) });
    at('?reference=OJA-7KQ2M9XD');
    expect(await screen.findByRole('heading', { name: 'We could not refund your card' })).toBeInTheDocument();
    expect(screen.getByTestId('order-outcome')).toHaveTextContent(
      'We could not refund your card: the card account is closed, so the bank could not take the refund. Our support team has it',
    );
  });

  it('explains a missing reference and asks nothing of the server', () => {
    at('');
    expect(
      screen.getByRole('heading', { name: 'We could not tell which order this is' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(calls).toHaveLength(0);
  });

  it('says so when no order has the reference', async () => {
    reply = () => ({ status: 404, message: 'We could not find this payment.' });
    at('?reference=OJA-NOPE');
    expect(await screen.findByRole('heading', { name: 'We could not find this order.' })).toBeInTheDocument();
  });
});
