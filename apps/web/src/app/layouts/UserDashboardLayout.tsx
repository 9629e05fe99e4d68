import { Outlet } from 'react-router';
import { Container } from '../../components/ui/Container';
import { AccountChips, AccountSideMenu } from './AccountSideMenu';

/** The user dashboard layout: side menu from 990 px, chips above the page below it. */
export default function UserDashboardLayout() {
  return (
    <Container className="flex flex-col gap-4 py-4 md:py-6 lg:grid lg:grid-cols-[260px_1fr] lg:items-start lg:gap-6">
      <aside className="hidden lg:sticky lg:top-28 lg:block">
        <AccountSideMenu />
      </aside>
      <AccountChips />
      <section className="min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 md:p-6">
        <Outlet />
      </section>
    </Container>
  );
}
