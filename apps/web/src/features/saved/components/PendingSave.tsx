import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { takePendingSave } from '../pending-save';

/**
 * Finishes the save a guest asked for before logging in ('Saved item successfully', spec section 8),
 * once, as soon as the session starts. Mounted by the app layout; renders nothing. The save's code
 * (toggle-saved) loads only when there is one to finish.
 */
export function PendingSave() {
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    const productUuid = takePendingSave();
    if (!productUuid) return;
    void import('../api/toggle-saved').then(({ toggleSaved }) => toggleSaved(queryClient, productUuid, true));
  }, [loggedIn, queryClient]);
  return null;
}
