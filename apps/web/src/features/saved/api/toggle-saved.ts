import { messages } from '@oja/contract/messages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { setSavedState } from '../saved-state';
import { savedApi, savedQueries } from './saved-api';

/**
 * Save or unsave with the heart shown at once; a failure puts it back and says so
 * ('An error occurred while saving updates', or the server's own message). Also finishes the save a
 * guest asked for before logging in (PendingSave). Cards load it on the first tap of a heart
 * (SaveButton), so the messages it shows are not on every page's first load.
 */
export async function toggleSaved(
  queryClient: QueryClient,
  productUuid: string,
  save: boolean,
): Promise<boolean> {
  setSavedState(productUuid, save);
  try {
    const { data, message } = save ? await savedApi.save(productUuid) : await savedApi.remove(productUuid);
    setSavedState(productUuid, data.isSaved);
    // The shopper reads 'Saved item successfully' (spec section 8; the API's own answer to a save is
    // 'Item saved successfully', ADR 0041); removing says the server's word.
    toast.success(save ? messages.savedItemSuccessfully : message || messages.itemDeletedSuccessfully);
    return true;
  } catch (error) {
    if (!save && error instanceof ApiError && error.status === 404) {
      // Already gone on the server (another tab): the heart is right to be empty.
      setSavedState(productUuid, false);
      toast.error(error.message || messages.productNotSaved);
      return true;
    }
    setSavedState(productUuid, !save);
    toast.error(
      error instanceof ApiError && error.status > 0 && error.status < 500 && error.status !== 401
        ? error.message
        : messages.errorSavingUpdates,
    );
    return false;
  } finally {
    await queryClient.invalidateQueries({ queryKey: savedQueries.all });
  }
}

/** `toggleSaved` with the page's query client. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return (productUuid: string, save: boolean) => toggleSaved(queryClient, productUuid, save);
}
