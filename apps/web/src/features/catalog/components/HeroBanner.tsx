import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { ShieldIcon, TruckIcon, WalletIcon } from '../../../components/ui/icons';

/** The static brand banner; the header carousel of campaigns replaces it in the catalog issue. */
export function HeroBanner() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden rounded-2xl bg-linear-to-br from-brand-700 via-brand-600 to-brand-500 text-white shadow-card"
    >
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -top-20 size-72 opacity-20 md:size-96"
        viewBox="0 0 200 200"
      >
        <circle cx="100" cy="100" r="80" fill="none" stroke="white" strokeWidth="26" />
      </svg>
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-10 right-24 hidden size-40 md:block"
        viewBox="0 0 100 100"
      >
        <circle cx="50" cy="50" r="40" fill="#f97316" opacity="0.9" />
      </svg>
      <div className="relative flex flex-col gap-4 px-5 py-8 md:max-w-xl md:px-10 md:py-12">
        <p className="w-fit rounded-pill bg-white/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider">
          Oja marketplace
        </p>
        <h1 id="hero-heading" className="text-2xl font-extrabold leading-tight tracking-tight md:text-4xl">
          Shop Nigeria&rsquo;s best deals — delivered to your door
        </h1>
        <p className="text-sm text-brand-50 md:text-base">
          Phones, fashion, electronics, home goods, services and cars from sellers across Nigeria. Pay by card
          or with your Oja wallet.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to="/categories" className={buttonClasses('deal', 'lg')}>
            Shop by category
          </Link>
          <Link
            to="/products?filter=new_arrivals"
            className={buttonClasses(
              'secondary',
              'lg',
              'border-white/40 bg-white/10 text-white hover:bg-white/20',
            )}
          >
            New arrivals
          </Link>
        </div>
      </div>
    </section>
  );
}

const PROMISES = [
  { icon: ShieldIcon, title: 'Secure card payments', text: 'Pay with card via Paystack or your Oja wallet' },
  { icon: TruckIcon, title: 'Door delivery', text: 'Choose door delivery or a courier at checkout' },
  { icon: WalletIcon, title: 'Spend and Save', text: 'Put a little aside every time you shop' },
];

export function ShopPromises() {
  // Compact on a phone (three small tiles in a row, the title only) so the promises do not fill the
  // second screen; the sentence under each title shows from md up.
  return (
    <ul className="grid grid-cols-3 gap-2 md:gap-3" data-testid="shop-promises">
      {PROMISES.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex flex-col items-center gap-1.5 rounded-card bg-white p-2 text-center shadow-card ring-1 ring-ink-100 md:flex-row md:gap-3 md:p-4 md:text-left"
        >
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-base text-brand-700 md:size-10 md:text-xl">
            <Icon />
          </span>
          <span className="flex flex-col">
            <span className="text-xs font-semibold leading-tight text-ink-900 md:text-sm">{title}</span>
            <span className="hidden text-xs text-ink-600 md:block">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
