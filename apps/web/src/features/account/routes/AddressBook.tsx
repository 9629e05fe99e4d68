import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function AddressBook() {
  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Address Book" description="Your delivery addresses." />
      <UpcomingNotice>Your delivery addresses, with the primary one first, appear here.</UpcomingNotice>
    </div>
  );
}
