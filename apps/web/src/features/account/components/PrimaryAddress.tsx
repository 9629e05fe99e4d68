import type { Address } from '@oja/contract/account';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { addressLines } from '../format';
import { Panel } from './parts';

/** The primary (delivery) address on the account home, with the way to the address book. */
export function PrimaryAddress({ address }: { address: Address | null }) {
  const headingId = useId();
  return (
    <Panel
      headingId={headingId}
      title="Delivery address"
      action={
        address ? (
          <Link to="/account/address-book" className="text-sm font-semibold text-brand-700 hover:underline">
            Address book
          </Link>
        ) : null
      }
    >
      {address ? (
        <div data-testid="primary-address" className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg text-brand-700"
          >
            <MapPinIcon />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5 text-sm">
            {addressLines(address).map((line, index) => (
              <p key={line} className={index === 0 ? 'font-semibold text-ink-900' : 'text-ink-600'}>
                {line}
              </p>
            ))}
            <p className="mt-1 inline-flex items-center gap-1.5 text-ink-600">
              <PhoneIcon aria-hidden="true" className="text-ink-400" />
              {address.phone_number}
            </p>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3 text-sm text-ink-600">
          <p>Add an address and checkout will start from it.</p>
          <Link to="/account/address-book" className={buttonClasses('secondary', 'sm')}>
            <MapPinIcon aria-hidden="true" />
            Add an address
          </Link>
        </div>
      )}
    </Panel>
  );
}
