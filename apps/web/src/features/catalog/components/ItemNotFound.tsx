import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { BoxIcon } from '../../../components/ui/icons';
import { type FailedRead, LoadError } from '../../../components/ui/LoadError';
import { ApiError } from '../../../lib/api-client';

/** The error page of a missing item (404), or a failed load with a retry. */
export function ItemError({
  read,
  what,
}: {
  read: FailedRead;
  /** 'Product', 'Car', 'Store', 'Category'... */
  what: string;
}) {
  const missing = read.error instanceof ApiError && (read.error.status === 404 || read.error.status === 422);
  return (
    <Container className="py-10 md:py-16">
      <LoadError
        layout="page"
        headingLevel={1}
        icon={<BoxIcon />}
        read={read}
        title={missing ? `${what} not found` : `We could not load this ${what.toLowerCase()}`}
        message={
          missing
            ? `This ${what.toLowerCase()} may have been removed or the link is wrong. Try searching, or browse what's on Oja today.`
            : undefined
        }
        canRetry={!missing}
        links={
          <>
            <Link to="/products" className={buttonClasses(missing ? 'primary' : 'secondary')}>
              Browse products
            </Link>
            <Link to="/categories" className={buttonClasses('secondary')}>
              All categories
            </Link>
            <Link to="/" className={buttonClasses('ghost')}>
              Home
            </Link>
          </>
        }
      />
    </Container>
  );
}
