import type { Address } from '@oja/contract/account';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { addressLines } from '../format';

/**
 * What deleting an address does, said before it happens: the server gives the primary role to the
 * most recently saved other address, or leaves the book with no delivery address.
 */
function deleteConsequence(address: Address, others: number): string | null {
  if (!address.is_primary) return null;
  return others > 0
    ? 'This is your delivery address. Your most recently added other address will become your delivery address.'
    : 'This is your only address. Checkout will ask for a delivery address again.';
}

/** The confirmation before an address is deleted. */
export function DeleteAddressDialog({
  address,
  others,
  onCancel,
  onConfirm,
  deleting,
}: {
  address: Address | null;
  others: number;
  onCancel: () => void;
  onConfirm: () => void;
  deleting: boolean;
}) {
  const consequence = address ? deleteConsequence(address, others) : null;
  return (
    <Modal open={address !== null} onClose={onCancel} title="Delete this address?">
      {address ? (
        <div className="flex flex-col gap-4 px-5 pt-4 pb-5">
          <div className="rounded-xl bg-ink-50 p-3 text-sm ring-1 ring-ink-100">
            {addressLines(address).map((line, index) => (
              <p key={line} className={index === 0 ? 'font-semibold text-ink-900' : 'text-ink-600'}>
                {line}
              </p>
            ))}
          </div>
          {consequence ? <p className="text-sm text-ink-700">{consequence}</p> : null}
          <p className="text-xs text-ink-500">Orders already placed keep the address they were sent to.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} disabled={deleting} data-autofocus>
              Keep it
            </Button>
            <Button variant="danger" onClick={onConfirm} loading={deleting}>
              Delete address
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
