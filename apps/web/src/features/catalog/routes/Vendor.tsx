import { useParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function Vendor() {
  const { name } = useParams();
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        eyebrow={`Vendor ${name ?? ''}`.trim()}
        title="Vendor"
        description="Products sold by this vendor."
      />
      <UpcomingNotice>The vendor profile and products appear here.</UpcomingNotice>
    </Container>
  );
}
