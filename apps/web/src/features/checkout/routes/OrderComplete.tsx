import { messages } from '@oja/contract/messages';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { EmptyState } from '../../../components/ui/EmptyState';
import { BoxIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { Spinner } from '../../../components/ui/Spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePayAgain, useVerifyPayment } from '../api/checkout-queries';
import { OrderDetails } from '../components/OrderDetails';
import { OrderOutcome } from '../components/OrderOutcome';

/** The reference Paystack returns with (`reference`, also sent as `trxref`), or an order reference. */
export function paymentReferenceOf(search: URLSearchParams): string {
  return (search.get('reference') ?? search.get('trxref') ?? '').trim();
}

/**
 * /order-complete: the gateway sends the shopper here; the server is asked to verify the payment
 * (it asks the gateway itself) and the page shows paid, pending, failed or expired.
 */
export default function OrderComplete() {
  const [search] = useSearchParams();
  const reference = paymentReferenceOf(search);
  const verify = useVerifyPayment(reference);
  const { payAgain, busy: paying } = usePayAgain();

  let body: ReactNode;
  if (!reference) {
    body = (
      <EmptyState
        headingLevel={1}
        title="We could not tell which order this is"
        icon={<BoxIcon aria-hidden="true" />}
        actions={
          <>
            <Link to="/account/orders-and-tracking" className={buttonClasses('primary', 'md')}>
              My orders
            </Link>
            <Link to="/" className={buttonClasses('secondary', 'md')}>
              Go home
            </Link>
          </>
        }
      >
        This page needs the payment reference the payment page sends back. Your orders are all in your
        account.
      </EmptyState>
    );
  } else if (verify.data) {
    const order = verify.data;
    body = (
      <>
        <OrderOutcome
          order={order}
          onCheckAgain={() => void verify.refetch()}
          checking={verify.isFetching}
          onPayAgain={() => payAgain(order.reference)}
          paying={paying}
        />
        <OrderDetails order={order} />
      </>
    );
  } else if (verify.isError) {
    const notFound = verify.error instanceof ApiError && verify.error.status === 404;
    body = (
      <LoadError
        layout="page"
        headingLevel={1}
        icon={<BoxIcon aria-hidden="true" />}
        read={verify}
        title={notFound ? messages.orderNotFound : 'We could not confirm your payment'}
        message={
          notFound ? (
            `No order or payment has the reference ${reference}.`
          ) : (
            <>
              {errorMessage(verify.error)}
              <br />
              If your card was charged, the order shows in your account shortly.
            </>
          )
        }
        canRetry={!notFound}
        links={
          <Link to="/" className={buttonClasses(notFound ? 'primary' : 'secondary', 'md')}>
            Go home
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-card border border-ink-200 bg-white px-6 py-16 text-center">
        <Spinner size="lg" label="" className="text-brand-600" />
        <p role="status" className="text-lg font-semibold text-ink-900">
          Confirming your payment…
        </p>
        <p className="text-sm text-ink-600">Please keep this page open. It takes a few seconds.</p>
      </div>
    );
  }

  return (
    <Container className="py-6 md:py-10">
      <div className="mx-auto flex max-w-4xl flex-col gap-4">{body}</div>
    </Container>
  );
}
