import type { ProductCard } from '@oja/contract/catalog';
import { messages } from '@oja/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { clearSession, startSession } from '../../../lib/session';
import { PENDING_SAVE_MAX_AGE_MS, rememberPendingSave, takePendingSave } from '../pending-save';
import { PendingSave } from './PendingSave';
import { SaveButton } from './SaveButton';

const product = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Honeywell Semolina 1kg',
  isSaved: false,
} as ProductCard;

beforeEach(() => {
  act(() => clearSession());
  sessionStorage.clear();
  toastStore.set([]);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: 'success',
            message: messages.itemSaved,
            data: { product_uuid: product.uuid, isSaved: true },
          }),
          { status: 200 },
        ),
    ),
  );
});

function renderPage(onRequireLogin = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SaveButton product={product} onRequireLogin={onRequireLogin} />
      <PendingSave />
    </QueryClientProvider>,
  );
  return onRequireLogin;
}

const saveCalls = () =>
  vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes(`/products/save/${product.uuid}`));

describe('a heart tapped by a guest', () => {
  it('is saved once after the login, with the spec message, and the heart fills', async () => {
    const onRequireLogin = renderPage();
    fireEvent.click(screen.getByRole('button', { name: `Save ${product.name}` }));
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();

    act(() => startSession('token'));
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toContain(messages.savedItemSuccessfully),
    );
    expect(screen.getByRole('button', { name: `Remove ${product.name} from saved items` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A later session change (another login in this tab) does not save it again.
    act(() => clearSession());
    act(() => startSession('token-2'));
    expect(saveCalls()).toHaveLength(1);
  });

  it('is forgotten when the shopper closes the login instead', async () => {
    const onRequireLogin = renderPage();
    fireEvent.click(screen.getByRole('button', { name: `Save ${product.name}` }));
    const onDismiss = onRequireLogin.mock.calls[0]![0] as () => void;
    onDismiss();
    act(() => startSession('token'));
    await waitFor(() => expect(screen.getByRole('button', { name: `Save ${product.name}` })).toBeEnabled());
    expect(saveCalls()).toHaveLength(0);
  });

  it('is dropped when the login comes much later', () => {
    const tapped = Date.parse('2026-11-26T06:00:00Z');
    rememberPendingSave(product.uuid, tapped);
    expect(takePendingSave(tapped + PENDING_SAVE_MAX_AGE_MS + 1)).toBeNull();
    rememberPendingSave(product.uuid, tapped);
    expect(takePendingSave(tapped + 60_000)).toBe(product.uuid);
    expect(takePendingSave(tapped + 60_000)).toBeNull();
  });
});
