import { useParams } from 'react-router';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function PackageHistory() {
  const { reference } = useParams();
  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        eyebrow={`Order ${reference ?? ''}`.trim()}
        title="Package history"
        description="Where your package has been."
      />
      <UpcomingNotice>The tracking history of this package appears here.</UpcomingNotice>
    </div>
  );
}
