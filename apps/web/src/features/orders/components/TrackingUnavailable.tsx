import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ClockIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/Modal';

const TRACKING_UNAVAILABLE_TITLE = 'Order tracking unavailable';

/**
 * The spec's 'order tracking unavailable' notice (an overlay): the order has no event beyond 'Order
 * placed' yet, usually because it is not paid. It says why and when tracking starts.
 */
export function TrackingUnavailableNotice({
  open,
  onClose,
  orderHref,
  unpaid,
}: {
  open: boolean;
  onClose: () => void;
  orderHref: string;
  unpaid: boolean;
}) {
  return (
    <Modal open={open} onClose={onClose} title={TRACKING_UNAVAILABLE_TITLE}>
      <div className="flex flex-col items-center gap-3 px-6 py-6 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-amber-50 text-3xl text-amber-600">
          <ClockIcon aria-hidden="true" />
        </span>
        <p className="text-sm text-ink-700">
          {unpaid
            ? 'Tracking starts once your payment is confirmed. Pay for the order and follow every step of its journey here.'
            : 'There is nothing to track yet. As soon as the seller starts on your order, each step shows here.'}
        </p>
        <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to={orderHref} className={buttonClasses('primary', 'md', 'sm:min-w-36')} data-autofocus>
            {unpaid ? 'Pay for the order' : 'Back to the order'}
          </Link>
          <Button variant="secondary" onClick={onClose} className="sm:min-w-36">
            Got it
          </Button>
        </div>
      </div>
    </Modal>
  );
}
