import { lagosYear } from '@oja/contract/dates';
import { Outlet } from 'react-router';
import { Logo } from '../components/Logo';
import { SkipLink } from '../components/SkipLink';

/** The default layout: a slim bar with the logo, for standalone pages (offline, links from email, errors). */
export function DefaultLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 md:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <footer className="py-6 text-center text-xs text-ink-500">© {lagosYear(new Date())} Oja</footer>
    </div>
  );
}
