import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The 'Oja' wordmark; oja is Yoruba for market. */
export function Logo({ className, tone = 'brand' }: { className?: string; tone?: 'brand' | 'light' }) {
  return (
    <Link
      to="/"
      aria-label="Oja home"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md text-2xl font-black tracking-tight',
        tone === 'brand' ? 'text-brand-700' : 'text-white',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-7">
        <rect width="32" height="32" rx="8" fill={tone === 'brand' ? '#0b7a43' : '#ffffff'} />
        <circle
          cx="16"
          cy="16"
          r="8"
          fill="none"
          stroke={tone === 'brand' ? '#ffffff' : '#0b7a43'}
          strokeWidth="3.5"
        />
        <circle cx="24.5" cy="8" r="3" fill="#f97316" />
      </svg>
      <span>Oja</span>
    </Link>
  );
}
