import type { ProductCard } from '@oja/contract/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HeartIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { useSession } from '../../../lib/session';
import { forgetPendingSave, rememberPendingSave } from '../pending-save';
import { useIsSaved } from '../saved-state';

type SaveButtonProps = {
  product: ProductCard;
  variant?: 'card' | 'details';
  /**
   * Saving needs a signed-in shopper; the app decides what asking them to log in looks like. The save
   * waits for the login (pending-save.ts); `onDismiss` is for the app to call if the shopper gives up.
   */
  onRequireLogin?: (onDismiss: () => void) => void;
};

/** The save heart on cards and the product page (spec sections 2 and 4). */
export function SaveButton({ product, variant = 'card', onRequireLogin }: SaveButtonProps) {
  const { loggedIn } = useSession();
  const saved = useIsSaved(product.uuid, product.isSaved) && loggedIn;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    if (!loggedIn) {
      if (!onRequireLogin) return;
      rememberPendingSave(product.uuid);
      onRequireLogin(forgetPendingSave);
      return;
    }
    setBusy(true);
    try {
      // Saving's code (its API calls and messages) loads on the first tap, not with each page.
      const { toggleSaved } = await import('../api/toggle-saved');
      await toggleSaved(queryClient, product.uuid, !saved);
    } catch {
      // The code did not arrive (offline, or a deploy replaced it): nothing was saved.
      toast.error();
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.name} from saved items` : `Save ${product.name}`}
      title={saved ? 'Saved' : 'Save'}
      disabled={busy}
      onClick={onClick}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full border transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
        variant === 'details' ? 'size-12 text-2xl' : 'size-9 text-lg',
        saved
          ? 'border-deal-600 bg-deal-50 text-deal-600'
          : 'border-ink-200 bg-white/95 text-ink-600 hover:border-ink-300 hover:text-deal-600',
      )}
    >
      <HeartIcon aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
