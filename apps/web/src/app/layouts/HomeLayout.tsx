import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Island } from '../../components/ui/Island';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { SkipLink } from '../components/SkipLink';

// The mobile nav layout is only needed once the menu opens.
const MobileNav = lazy(() => import('./MobileNav'));

/**
 * The home layout: header, page, footer and the mobile navigation menu. On a page shorter than the
 * screen the footer grows to the screen's bottom (not the page): its top stays where the page ends
 * while the browser paints a footer it has not finished parsing, so nothing above moves it.
 */
export function HomeLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Island>
        <Footer />
      </Island>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileNav onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
