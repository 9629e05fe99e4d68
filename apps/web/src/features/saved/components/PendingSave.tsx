import { messages } from '@oja/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { savedApi, savedQueries } from '../api/saved-api';
import { takePendingSave } from '../pending-save';
import { setSavedState } from '../saved-state';

/**
 * Finishes the save a guest asked for before logging in ('Saved item successfully', spec section 8),
 * once, as soon as the session starts. Mounted by the app layout; renders nothing.
 */
export function PendingSave() {
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    const productUuid = takePendingSave();
    if (!productUuid) return;
    setSavedState(productUuid, true);
    savedApi
      .save(productUuid)
      .then(({ data }) => {
        setSavedState(productUuid, data.isSaved);
        toast.success(messages.savedItemSuccessfully);
      })
      .catch((error: unknown) => {
        setSavedState(productUuid, false);
        toast.error(
          error instanceof ApiError && error.status > 0 && error.status < 500 && error.status !== 401
            ? error.message
            : messages.errorSavingUpdates,
        );
      })
      .finally(() => queryClient.invalidateQueries({ queryKey: savedQueries.all }));
  }, [loggedIn, queryClient]);
  return null;
}
