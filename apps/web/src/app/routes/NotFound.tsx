import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';

/** The catch-all error page. */
export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="text-2xl font-bold text-ink-900">Page not found</h1>
      <p className="text-ink-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        Back to the home page
      </Link>
    </div>
  );
}
