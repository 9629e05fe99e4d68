import type { ProductCard } from '@oja/contract/catalog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { startSession } from '../../../lib/session';
import { SaveButton } from './SaveButton';

const product = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Ankara shirt',
  isSaved: false,
} as ProductCard;

let status = 200;
beforeEach(() => {
  status = 200;
  toastStore.set([]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const saving = String(input).includes('/products/save/');
      const body =
        status === 200
          ? {
              status: 'success',
              message: saving ? 'Item saved successfully' : 'Item deleted successfully!',
              data: { product_uuid: product.uuid, isSaved: saving },
            }
          : { status: 'error', message: 'An error occurred', data: null };
      return new Response(JSON.stringify(body), { status });
    }),
  );
});

const renderButton = (onRequireLogin = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SaveButton product={product} onRequireLogin={onRequireLogin} />
    </QueryClientProvider>,
  );
  return onRequireLogin;
};

describe('SaveButton', () => {
  it('asks for login when logged out and calls nothing', () => {
    const onRequireLogin = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save Ankara shirt' }));
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves and unsaves with the spec messages', async () => {
    act(() => startSession('token'));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save Ankara shirt' }));
    const unsave = await screen.findByRole('button', { name: 'Remove Ankara shirt from saved items' });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toContain('Saved item successfully'));
    await waitFor(() => expect(unsave).toBeEnabled());
    fireEvent.click(unsave);
    await screen.findByRole('button', { name: 'Save Ankara shirt' });
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toContain('Item deleted successfully!'),
    );
  });

  it('puts the heart back and says so when saving fails', async () => {
    act(() => startSession('token'));
    status = 500;
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save Ankara shirt' }));
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toContain('An error occurred while saving updates'),
    );
    expect(screen.getByRole('button', { name: 'Save Ankara shirt' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
