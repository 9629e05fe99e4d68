import type { Address } from '@oja/contract/account';
import { messages } from '@oja/contract/messages';
import { formatNairaAmount } from '@oja/contract/money';
import { Link } from 'react-router';
import { MapPinIcon } from '../../../components/ui/icons';

/** Checkout opens its address editor on arrival with this query (a guest signs in on the way). */
const ADDRESS_EDITOR_PATH = '/checkout?edit=address';

/**
 * Spec section 9: the cart hides its delivery message when there is no fee and no address set.
 * Answers what to show, or null.
 */
export function deliveryNotice(fee: number | null, address: Address | null) {
  if (!fee && !address) return null;
  return {
    address: address
      ? [address.address, address.city, address.state].filter((part) => part.trim() !== '').join(', ')
      : null,
    fee: fee ? formatNairaAmount(fee) : null,
  };
}

export function DeliveryNotice({ fee, address }: { fee: number | null; address: Address | null }) {
  const notice = deliveryNotice(fee, address);
  if (!notice) return null;
  return (
    <div className="flex gap-2 rounded-lg bg-ink-50 p-3 text-sm text-ink-700" data-testid="delivery-notice">
      <MapPinIcon aria-hidden="true" className="mt-0.5 shrink-0 text-base text-brand-700" />
      <div className="flex min-w-0 flex-col gap-1">
        {notice.address ? (
          <p className="break-words">
            Delivering to <span className="font-medium text-ink-900">{notice.address}</span>
          </p>
        ) : null}
        {notice.fee ? <p>Delivery fee: {notice.fee}</p> : <p>Delivery fee is worked out at checkout.</p>}
        <Link
          to={ADDRESS_EDITOR_PATH}
          className="self-start rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {notice.address ? 'Change delivery address' : messages.setDeliveryAddress}
        </Link>
      </div>
    </div>
  );
}
