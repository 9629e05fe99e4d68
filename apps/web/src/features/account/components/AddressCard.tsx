import type { Address } from '@oja/contract/account';
import { CheckIcon, MapPinIcon, PencilIcon, PhoneIcon, TrashIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { addressLines } from '../format';

const actionClasses =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold transition-colors disabled:opacity-50';

/** One address of the book: the primary one marked, with edit, make primary and delete. */
export function AddressCard({
  address,
  onEdit,
  onMakePrimary,
  onDelete,
  busy,
}: {
  address: Address;
  onEdit: () => void;
  onMakePrimary: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const [street, place] = addressLines(address);
  return (
    <li
      data-testid="address-card"
      data-primary={address.is_primary}
      className={cn(
        'flex flex-col gap-3 rounded-2xl p-4 ring-1',
        address.is_primary ? 'bg-brand-50/50 ring-2 ring-brand-500' : 'bg-white ring-ink-200',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-lg',
            address.is_primary ? 'bg-brand-600 text-white' : 'bg-ink-100 text-ink-600',
          )}
        >
          <MapPinIcon />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
          {address.is_primary ? (
            <span
              data-testid="primary-badge"
              className="mb-1 inline-flex items-center gap-1 self-start rounded-pill bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
            >
              <CheckIcon aria-hidden="true" strokeWidth={3} />
              Primary · delivery address
            </span>
          ) : null}
          <p className="font-semibold break-words text-ink-900">{street}</p>
          <p className="text-ink-600">{place}</p>
          <p className="mt-1 inline-flex items-center gap-1.5 text-ink-600">
            <PhoneIcon aria-hidden="true" className="text-ink-400" />
            {address.phone_number}
          </p>
        </div>
      </div>
      <div className="-mx-1 mt-auto flex flex-wrap items-center gap-1 border-t border-ink-100 pt-2">
        <button
          type="button"
          onClick={onEdit}
          disabled={busy}
          aria-label={`Edit ${street}`}
          className={cn(actionClasses, 'text-ink-700 hover:bg-ink-100')}
        >
          <PencilIcon aria-hidden="true" className="hidden sm:block" />
          Edit
        </button>
        {address.is_primary ? null : (
          <button
            type="button"
            onClick={onMakePrimary}
            disabled={busy}
            aria-label={`Set ${street} as primary`}
            className={cn(actionClasses, 'text-brand-700 hover:bg-brand-50')}
          >
            <CheckIcon aria-hidden="true" className="hidden sm:block" />
            Set as primary
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${street}`}
          className={cn(actionClasses, 'ml-auto text-danger-700 hover:bg-red-50')}
        >
          <TrashIcon aria-hidden="true" className="hidden sm:block" />
          Delete
        </button>
      </div>
    </li>
  );
}
