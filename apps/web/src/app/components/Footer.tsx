import { lagosYear } from '@oja/contract/dates';
import { Link } from 'react-router';
import { laterIsland } from '../../components/ui/Island';
import { ExternalIcon } from '../../components/ui/icons';
import { AFFILIATE_SITE, HELP_SITE, VENDOR_SITE } from './external-links';
import { Logo } from './Logo';

// Below every page's first screen: its code (the form, its API call) loads as it comes near.
const FooterNewsletter = laterIsland(() =>
  import('../../features/account/components/FooterNewsletter').then((module) => module.FooterNewsletter),
);

const linkClasses = 'text-sm text-brand-100 hover:text-white hover:underline';

function External({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${linkClasses} inline-flex items-center gap-1`}
    >
      {children}
      <ExternalIcon aria-hidden className="text-xs" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export function Footer() {
  const year = lagosYear(new Date());
  return (
    <footer className="mt-12 grow bg-brand-950 text-brand-50 [contain-intrinsic-size:auto_56rem] [content-visibility:auto]">
      <div className="mx-auto max-w-7xl px-4 pt-8 md:px-6 md:pt-10">
        <FooterNewsletter />
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4 md:px-6">
        <div className="flex flex-col gap-3">
          <Logo tone="light" />
          <p className="text-sm text-brand-100">The marketplace for shoppers in Nigeria.</p>
        </div>
        <nav aria-label="Shop" className="flex flex-col gap-2">
          <h2 className="text-xs font-bold uppercase tracking-wider text-brand-300">Shop</h2>
          <Link to="/categories" className={linkClasses}>
            All categories
          </Link>
          <Link to="/store-listing" className={linkClasses}>
            Store listing
          </Link>
          <Link to="/cars" className={linkClasses}>
            Cars
          </Link>
        </nav>
        <nav aria-label="Earn with Oja" className="flex flex-col gap-2">
          <h2 className="text-xs font-bold uppercase tracking-wider text-brand-300">Earn with Oja</h2>
          <External href={VENDOR_SITE}>Become a Vendor</External>
          <External href={AFFILIATE_SITE}>Become an Affiliate</External>
        </nav>
        <nav aria-label="Help and legal" className="flex flex-col gap-2">
          <h2 className="text-xs font-bold uppercase tracking-wider text-brand-300">Help &amp; legal</h2>
          <External href={HELP_SITE}>Help Center</External>
          <Link to="/terms-of-service" className={linkClasses}>
            Terms of Service
          </Link>
          <Link to="/privacy-policy" className={linkClasses}>
            Privacy Policy
          </Link>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-xs text-brand-200 md:flex-row md:justify-between md:px-6">
          <p>© {year} Oja. All rights reserved.</p>
          <p>Pay with card via Paystack or your Oja wallet</p>
          {/* The address form's region guess uses DB-IP's data (CC BY 4.0, ADR 0033), which asks for this link. */}
          <p>
            <a
              href="https://db-ip.com"
              className="underline-offset-2 hover:underline"
              rel="noopener noreferrer"
            >
              IP Geolocation by DB-IP
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
