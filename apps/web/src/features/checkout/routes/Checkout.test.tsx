import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { resetGuestCartForTests } from '../../../lib/guest-cart';
import { setGuestCredentials, startSession } from '../../../lib/session';
import { leaveForGateway } from '../gateway';
import { type Call, renderPage, stubApi, summaryAnswer } from '../test-fixtures';
import Checkout from './Checkout';

vi.mock('../gateway', () => ({ leaveForGateway: vi.fn() }));

let reply: (call: Call) => { status?: number; data?: unknown; message?: string };
let calls: Call[];

beforeEach(() => {
  startSession('customer-token');
  toastStore.set([]);
  vi.mocked(leaveForGateway).mockClear();
  reply = (call) => {
    if (call.path.startsWith('checkout/summary')) return { data: summaryAnswer() };
    if (call.path === 'checkout') {
      return {
        data: {
          reference: 'OJA-7KQ2M9XD',
          payment_reference: 'OJA-7KQ2M9XD-P1',
          status: 'pending',
          payment_status: 'pending',
          payment_mode: 'card_payment',
          authorization_url: 'http://localhost/sandbox/paystack/checkout/abc',
          access_code: 'abc',
          totals: summaryAnswer().totals,
        },
      };
    }
    return { status: 404, message: 'Not found' };
  };
  calls = stubApi((call) => reply(call));
});

const summaryCalls = () => calls.filter((call) => call.path.startsWith('checkout/summary'));

describe('checkout page', () => {
  it('shows the address, the couriers with their dates, the packages and the server total', async () => {
    renderPage(<Checkout />);
    expect(await screen.findByText('12 Allen Avenue')).toBeInTheDocument();
    const kwik = screen.getByRole('radio', { name: /Kwik/ });
    expect(kwik).toBeChecked();
    expect(kwik.closest('label')).toHaveTextContent('Delivered between Tue, 24 Nov and Wed, 25 Nov');
    // The courier's own estimate beside it.
    expect(kwik.closest('label')).toHaveTextContent('1 - 2 days · Delivered between');
    expect(kwik.closest('label')).toHaveTextContent('₦2,150.00');
    expect(screen.getByRole('radio', { name: /DHL/ }).closest('label')).toHaveTextContent(
      'Delivered on or before Tue, 24 Nov',
    );
    expect(screen.getByRole('radio', { name: /Door Delivery/ })).toBeChecked();
    expect(screen.getByText(/Package 1 of 1/)).toHaveTextContent('Package 1 of 1 · from Mama Put Stores');
    expect(screen.getAllByTestId('checkout-total')[0]).toHaveTextContent('₦12,432.25');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('asks the server to price another courier and delivery method', async () => {
    renderPage(<Checkout />);
    fireEvent.click(await screen.findByRole('radio', { name: /DHL/ }));
    await waitFor(() => expect(summaryCalls().at(-1)?.path).toContain('courier_id=dhl'));
    fireEvent.click(screen.getByRole('radio', { name: /CourierPlus/ }));
    await waitFor(() => expect(summaryCalls().at(-1)?.path).toContain('delivery_method=courier_plus'));
    expect(summaryCalls().at(-1)?.path).not.toContain('courier_id');
  });

  it('places the order once with the idempotency key and leaves for the card page', async () => {
    renderPage(<Checkout />);
    await screen.findByText('12 Allen Avenue');
    const [place] = screen.getAllByRole('button', { name: 'Place order' });
    fireEvent.click(place!);
    await waitFor(() =>
      expect(leaveForGateway).toHaveBeenCalledWith('http://localhost/sandbox/paystack/checkout/abc'),
    );
    const posted = calls.filter((call) => call.path === 'checkout');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.headers['Idempotency-Key']).toBe('55555555-5555-4555-8555-555555555555');
    expect(posted[0]!.body).toMatchObject({
      order_amount: 12432.25,
      recaptcha: 'dev:CHECKOUT',
      callback_url: `${window.location.origin}/order-complete`,
      payment_gateway: 'paystack',
    });
    // Still busy while the browser leaves for the gateway: no second order from a second tap.
    for (const button of screen.getAllByRole('button', { name: /Placing order/ }))
      expect(button).toBeDisabled();
  });

  it('on a 409 shows the server message, loads the new figures and lets the shopper place again', async () => {
    renderPage(<Checkout />);
    await screen.findByText('12 Allen Avenue');
    const changed = summaryAnswer({ totals: { ...summaryAnswer().totals, total: 13000 } });
    reply = (call) => {
      if (call.path === 'checkout') {
        return {
          status: 409,
          message: 'The total has changed to ₦13,000.00. Please review your order before you pay.',
        };
      }
      return { data: changed };
    };
    fireEvent.click(screen.getAllByRole('button', { name: 'Place order' })[0]!);
    await waitFor(() =>
      expect(toastStore.get().map((toast) => toast.message)).toEqual([
        'The total has changed to ₦13,000.00. Please review your order before you pay.',
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('checkout-total')[0]).toHaveTextContent('₦13,000.00'));
    expect(leaveForGateway).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: 'Place order' })[0]).toBeEnabled();
  });

  it('holds Place order until an address is set, and Add address opens the editor', async () => {
    reply = () => ({
      data: summaryAnswer({
        delivery_address: null,
        couriers: [],
        courier_id: null,
        delivery_dates: [],
      }),
    });
    renderPage(<Checkout />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('dialog', { name: 'Add a delivery address' })).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: 'Place order', hidden: true })) {
      expect(button).toBeDisabled();
    }
  });

  it('opens the address editor when the cart links here for it', async () => {
    reply = () => ({ data: summaryAnswer() });
    const { router } = renderPage(<Checkout />, '/checkout?edit=address', '/checkout');
    expect(await screen.findByRole('dialog', { name: 'Change delivery address' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('after a login, prices the cart only once the guest cart is attached, and shows what that changed before paying', async () => {
    resetGuestCartForTests();
    setGuestCredentials({ token: 'guest-token', passphrase: 'guest-pass' });
    startSession('customer-token-after-guest');
    const wine = {
      uuid: '88888888-8888-4888-8888-888888888888',
      key: '99999999-9999-4999-8999-999999999999+Wine+M',
      name: 'Ankara wrap dress',
      colors: 'Wine',
      sizes: 'M',
      before: 0,
      after: 3,
    };
    reply = (call) => {
      if (call.path === 'cart/update-user-details') {
        return { data: { cart_items: [], total_amount_to_be_paid: 0, changes: [wine] } };
      }
      return { data: summaryAnswer() };
    };
    renderPage(<Checkout />);
    const notice = await screen.findByRole('region', { name: 'Your cart changed' });
    const paths = calls.map((call) => call.path.split('?')[0]);
    expect(paths.indexOf('cart/update-user-details')).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf('cart/update-user-details')).toBeLessThan(paths.indexOf('checkout/summary'));
    const [item] = within(notice).getAllByRole('listitem');
    expect(item).toHaveTextContent('Ankara wrap dress');
    expect(item).toHaveTextContent('Wine · M');
    expect(item).toHaveTextContent('3 added');
    for (const button of screen.getAllByRole('button', { name: 'Place order', hidden: true })) {
      expect(button).toBeDisabled();
    }
    expect(screen.getAllByText('Check the changes to your cart above to continue.')[0]).toBeVisible();

    fireEvent.click(within(notice).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Your cart changed' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Place order' })[0]).toBeEnabled();
    expect(calls.filter((call) => call.path === 'cart/update-user-details')).toHaveLength(1);
  });

  it('does not price a cart whose guest lines could not be attached', async () => {
    resetGuestCartForTests();
    setGuestCredentials({ token: 'guest-token', passphrase: 'guest-pass' });
    startSession('customer-token-attach-fails');
    reply = (call) =>
      call.path === 'cart/update-user-details'
        ? { status: 503, message: 'Service unavailable' }
        : { data: summaryAnswer() };
    renderPage(<Checkout />);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'cart/update-user-details').length).toBeGreaterThan(0),
    );
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(summaryCalls()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('shows an empty cart with a way back to the shop', async () => {
    reply = () => ({ data: summaryAnswer({ packages: [], couriers: [], courier_id: null }) });
    renderPage(<Checkout />);
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });
});
