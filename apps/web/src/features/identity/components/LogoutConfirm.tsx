import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { cancelLogout, useLogoutConfirm } from '../logout-confirm-state';

/**
 * The logout confirmation overlay. `onConfirm` does the logging out (clear the session, reset the
 * cart, go to /): the app composes it because the cart belongs to another feature.
 */
export function LogoutConfirm({ onConfirm }: { onConfirm: () => void | Promise<void> }) {
  const open = useLogoutConfirm();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      cancelLogout();
    }
  }
  return (
    <Modal open={open} onClose={cancelLogout} title="Log out?">
      <div className="flex flex-col gap-5 p-5">
        <p className="text-sm text-ink-600">
          You will need to log in again to see your orders, wallet and saved items.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancelLogout} data-autofocus>
            Stay logged in
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            Log out
          </Button>
        </div>
      </div>
    </Modal>
  );
}
