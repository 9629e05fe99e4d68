import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function AccountHome() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title="My account"
        description="Your details, default delivery address and wallets at a glance."
      />
      <UpcomingNotice>Your profile summary appears here.</UpcomingNotice>
    </div>
  );
}
