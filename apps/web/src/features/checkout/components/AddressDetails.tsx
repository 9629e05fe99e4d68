import type { Address } from '@oja/contract/account';
import { MapPinIcon, PhoneIcon } from '../../../components/ui/icons';

/** A saved address as a shopper reads it on a label: street, then town and region, then phone. */
export function formatAddressLines(address: Address): string[] {
  const place = [address.city, address.state].filter((part) => part.trim() !== '').join(', ');
  return [address.address, [place, address.postal_code].filter(Boolean).join(' ')].filter(Boolean);
}

export function AddressDetails({ address }: { address: Address }) {
  return (
    <div className="flex gap-3 text-sm" data-testid="delivery-address">
      <MapPinIcon aria-hidden="true" className="mt-0.5 shrink-0 text-lg text-brand-700" />
      <div className="flex min-w-0 flex-col gap-0.5">
        {formatAddressLines(address).map((line, index) => (
          <p key={line} className={index === 0 ? 'font-semibold break-words text-ink-900' : 'text-ink-700'}>
            {line}
          </p>
        ))}
        <p className="mt-1 inline-flex items-center gap-1.5 text-ink-600">
          <PhoneIcon aria-hidden="true" />
          {address.phone_number}
        </p>
      </div>
    </div>
  );
}
