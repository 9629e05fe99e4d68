import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function NewsletterPreference() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Newsletter Preference" description="Choose which emails you get from Oja." />
      <UpcomingNotice>Your newsletter choices appear here.</UpcomingNotice>
    </div>
  );
}
