import type { CartAnswer, CartItem } from '@oja/contract/cart';
import type { ProductCard } from '@oja/contract/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/Toaster';
import { toastStore } from '../../../components/ui/toast-store';
import { resetGuestCartForTests } from '../../../lib/guest-cart';
import { setGuestCredentials, startSession } from '../../../lib/session';
import { cartStore, setCartFromAnswer } from '../cart-state';
import { loadCart, resetCartSyncForTests, startCartSync } from '../cart-sync';
import { AddToCartButton } from './AddToCartButton';
import { CartLine } from './CartLine';
import { QuantityInput } from './QuantityInput';

const product: ProductCard = {
  uuid: '11111111-1111-4111-8111-111111111111',
  id: 1,
  slug: 'ankara-shirt-1',
  name: 'Ankara shirt',
  type: 'product',
  brand: null,
  thumbnail: null,
  selling_price: 1500,
  actual_price: 1500,
  vat_selling_price: 1612.5,
  vat_actual_price: 1612.5,
  quantity: 5,
  is_negotiable: false,
  location: { city: 'Ikeja', state: 'Lagos' },
  city: 'Ikeja',
  state: 'Lagos',
  url: '/product/ankara-shirt-1',
  caption: null,
  total_views: 0,
  campaign_image: null,
  isSaved: false,
  category: { uuid: '22222222-2222-4222-8222-222222222222', name: 'Fashion' },
};

const line = (quantity: number): CartItem => ({
  id: 1,
  uuid: '33333333-3333-4333-8333-333333333333',
  product,
  quantity,
  colors: 'Red',
  sizes: 'M',
  variants: [{ colors: 'Red', sizes: 'M', quantity }],
  group_reference_id: null,
  key: `${product.uuid}+Red+M`,
  // The API prices a line at the VAT-inclusive price the card shows (ADR 0005), not selling_price.
  unit_price: 1612.5,
  line_total: 1612.5 * quantity,
});
const cartOf = (...items: CartItem[]): CartAnswer => ({
  cart_items: items,
  total_amount_to_be_paid: items.reduce((sum, item) => sum + item.line_total, 0),
});

type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };
let calls: Call[];
let answer: (call: Call) => { status: number; data: unknown; message?: string };

beforeEach(() => {
  calls = [];
  answer = () => ({ status: 200, data: cartOf() });
  setGuestCredentials({ token: 'guest-token', passphrase: 'guest-pass' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: String(input).replace('/api/v1/', ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const { status, data, message = 'Successful' } = answer(call);
      return new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', message, data }), {
        status,
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  resetCartSyncForTests();
  resetGuestCartForTests();
});

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('QuantityInput', () => {
  it('commits once, 500 ms after a burst of taps, and stops at the stock', () => {
    vi.useFakeTimers();
    const onCommit = vi.fn();
    render(<QuantityInput label="Quantity" value={1} min={1} max={4} onCommit={onCommit} />);
    const plus = screen.getByRole('button', { name: 'Increase Quantity' });
    for (let i = 0; i < 6; i++) {
      fireEvent.click(plus);
      act(() => vi.advanceTimersByTime(100));
    }
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    expect(plus).toBeDisabled();
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(4);
  });

  it('shows the spec message for a typed quantity out of range and sends nothing', () => {
    vi.useFakeTimers();
    const onCommit = vi.fn();
    render(<QuantityInput label="Quantity" value={2} min={1} max={4} onCommit={onCommit} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '9' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Quantity must be greater than 1 or lesser than 4');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeEnabled();
  });
});

describe('cart line', () => {
  it('sends one request for a burst of plus clicks and shows the new total at once', async () => {
    vi.useFakeTimers();
    setCartFromAnswer(cartOf(line(1)));
    answer = (call) => ({
      status: 200,
      data: cartOf(line((call.body as { variants: { quantity: number }[] }).variants[0]!.quantity)),
    });
    renderAt(<CartLine item={line(1)} items={[line(1)]} />);
    const plus = screen.getByRole('button', { name: /increase quantity of ankara shirt/i });
    for (let i = 0; i < 3; i++) fireEvent.click(plus);
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    vi.useRealTimers();
    await waitFor(() => expect(cartStore.get().items[0]!.quantity).toBe(4));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      path: `cart/${line(1).uuid}/product-quantity`,
      body: { variants: [{ colors: 'Red', sizes: 'M', quantity: 4 }] },
    });
    expect(cartStore.get().totalAmountToBePaid).toBe(6450);
  });

  it("shows the API's unit price and line total, never a price worked out from selling_price", () => {
    setCartFromAnswer(cartOf(line(3)));
    renderAt(<CartLine item={line(3)} items={[line(3)]} />);
    expect(screen.getByText(/each/)).toHaveTextContent('₦1,612.50 each');
    expect(screen.getByText('₦4,837.50')).toBeInTheDocument();
    expect(screen.queryByText(/₦1,500\.00|₦4,500\.00/)).toBeNull();
  });

  it('rolls back and refetches when the server refuses', async () => {
    setCartFromAnswer(cartOf(line(2)));
    answer = (call) =>
      call.method === 'PUT'
        ? { status: 409, data: null, message: 'Only 2 of Ankara shirt are in stock; your cart would hold 3.' }
        : { status: 200, data: cartOf(line(2)) };
    renderAt(<CartLine item={line(2)} items={[line(2)]} />);
    fireEvent.click(screen.getByRole('button', { name: /increase quantity of ankara shirt/i }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true), { timeout: 2000 });
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === 'cart/items')).toBe(true),
    );
    expect(cartStore.get().items[0]!.quantity).toBe(2);
  });
});

describe('removing a line by accident', () => {
  it('keeps the removal, and Undo in its toast puts the line back as it was (issue 54)', async () => {
    toastStore.set([]);
    setCartFromAnswer(cartOf(line(2)));
    answer = (call) =>
      call.method === 'DELETE'
        ? { status: 200, data: cartOf(), message: 'Item deleted successfully!' }
        : call.method === 'POST' && call.path === 'cart/add'
          ? { status: 200, data: cartOf(line(2)) }
          : { status: 200, data: cartOf() };
    renderAt(
      <>
        <CartLine item={line(2)} items={[line(2)]} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /remove ankara shirt/i }));
    await waitFor(() => expect(cartStore.get().items).toHaveLength(0));
    expect(await screen.findByText('Item deleted successfully!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cartStore.get().items[0]?.quantity).toBe(2));
    expect(calls.find((call) => call.path === 'cart/add')?.body).toMatchObject({
      slug: 'ankara-shirt-1',
      quantity: 2,
      variants: [{ colors: 'Red', sizes: 'M', quantity: 2 }],
    });
    expect(await screen.findByText('Item put back in your cart')).toBeInTheDocument();
  });
});

describe('AddToCartButton', () => {
  it('opens the variant picker when there is more than one colour, and adds what is chosen', async () => {
    answer = (call) => ({ status: 200, data: call.method === 'POST' ? cartOf(line(2)) : cartOf() });
    renderAt(
      <AddToCartButton
        product={{ ...product, colors: ['Red', 'Blue'], sizes: ['M'] } as ProductCard}
        variant="details"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /add to cart/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your options' });
    expect(dialog).toHaveTextContent('₦1,612.50 · 5 in stock');
    expect(dialog).toHaveTextContent('Red · M');
    expect(dialog).toHaveTextContent('Blue · M');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Red · M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Red · M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 to cart' }));
    await screen.findByRole('link', { name: /view cart/i });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      slug: product.slug,
      quantity: 2,
      variants: [{ colors: 'Red', sizes: 'M', quantity: 2 }],
    });
  });

  it('adds 1 of the first colour and size without a picker when there is nothing to choose', async () => {
    answer = (call) => ({ status: 200, data: call.method === 'POST' ? cartOf(line(1)) : cartOf() });
    renderAt(<AddToCartButton product={{ ...product, colors: ['Red'], sizes: ['M'] } as ProductCard} />);
    fireEvent.click(await screen.findByRole('button', { name: /add to cart/i }));
    await screen.findByRole('link', { name: /view cart/i });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      slug: product.slug,
      quantity: 1,
      variants: [{ colors: 'Red', sizes: 'M', quantity: 1 }],
    });
  });

  it('goes to /cart when the product is already in the cart, and shows nothing for services', async () => {
    answer = () => ({ status: 200, data: cartOf(line(1)) });
    renderAt(
      <>
        <AddToCartButton product={product} />
        <AddToCartButton
          product={{ ...product, uuid: '44444444-4444-4444-8444-444444444444', type: 'service' }}
        />
      </>,
    );
    const link = await screen.findByRole('link', { name: /view cart/i });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
  });
});

describe('login merge (spec section 4)', () => {
  it('attaches a non-empty guest cart to the user with both sets of headers', async () => {
    answer = (call) => ({ status: 200, data: call.method === 'PUT' ? cartOf(line(3)) : cartOf(line(1)) });
    startCartSync();
    await waitFor(() => expect(cartStore.get().status).toBe('ready'));
    act(() => startSession('customer-token'));
    await waitFor(() => expect(cartStore.get().items[0]?.quantity).toBe(3));
    const merge = calls.find((call) => call.path === 'cart/update-user-details');
    expect(merge?.method).toBe('PUT');
    expect(merge?.headers).toMatchObject({
      Authorization: 'Bearer customer-token',
      'x-guest-token': 'guest-token',
      'x-guest-passphrase': 'guest-pass',
    });
  });

  it('attaches the guest cart of a login made where nothing read the cart (issue 54)', async () => {
    // Logged in on the verify page (default layout: no badge, so no sync running), then a page
    // with the badge: its first read is the attach, not the customer's own cart alone.
    answer = (call) => ({
      status: 200,
      data: call.method === 'PUT' ? { ...cartOf(line(3)), changes: [] } : cartOf(),
    });
    startSession('customer-token');
    startCartSync();
    await waitFor(() => expect(cartStore.get().itemCount).toBe(3));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT cart/update-user-details']);
    // Attached once: the next page load reads the cart.
    resetCartSyncForTests();
    resetGuestCartForTests();
    startCartSync();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'GET', path: 'cart/items' });
  });

  it('shows no guest lines as the customer’s when the attach fails, and attaches on the retry', async () => {
    let fail = true;
    answer = (call) =>
      call.method === 'PUT'
        ? fail
          ? { status: 503, data: null, message: 'Unavailable' }
          : { status: 200, data: { ...cartOf(line(2)), changes: [] } }
        : { status: 200, data: cartOf(line(1)) };
    startCartSync();
    await waitFor(() => expect(cartStore.get().itemCount).toBe(1));
    act(() => startSession('customer-token'));
    await waitFor(() => expect(cartStore.get().status).toBe('error'));
    expect(cartStore.get().items).toEqual([]);
    fail = false;
    await act(() => loadCart());
    expect(cartStore.get()).toMatchObject({ status: 'ready', itemCount: 2 });
    expect(calls.filter((call) => call.path === 'cart/update-user-details')).toHaveLength(2);
  });

  it('only fetches the cart when the local cart is empty', async () => {
    answer = () => ({ status: 200, data: cartOf() });
    startCartSync();
    await waitFor(() => expect(cartStore.get().status).toBe('ready'));
    act(() => startSession('customer-token'));
    await waitFor(() => expect(calls.filter((call) => call.path === 'cart/items')).toHaveLength(2));
    expect(calls.some((call) => call.path === 'cart/update-user-details')).toBe(false);
  });
});

describe('the cart of a browser with no session stored', () => {
  it('is empty at once: no call is made and no guest session is created', async () => {
    localStorage.clear();
    startCartSync();
    await waitFor(() => expect(cartStore.get().status).toBe('ready'));
    expect(cartStore.get().items).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('with guest credentials stored, is read from the server', async () => {
    answer = () => ({ status: 200, data: cartOf(line(2)) });
    startCartSync();
    await waitFor(() => expect(cartStore.get().itemCount).toBe(2));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET cart/items']);
  });
});
