import { Link } from 'react-router';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function AccountHome() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title="My account"
        description="Your details, default delivery address and wallets at a glance."
      />
      <section
        aria-labelledby="security-heading"
        className="rounded-xl border border-neutral-200 bg-white p-5"
      >
        <h2 id="security-heading" className="text-base font-semibold">
          Sign-in and security
        </h2>
        <p className="mt-1 text-sm text-neutral-600">Changing your password signs you out on every device.</p>
        {/* The identity feature opens its change-password dialog for ?modal=change-password. */}
        <Link
          to="?modal=change-password"
          className="mt-3 inline-flex rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Change password
        </Link>
      </section>
      <UpcomingNotice>Your profile summary and wallets appear here.</UpcomingNotice>
    </div>
  );
}
