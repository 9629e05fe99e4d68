import { useParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';

export default function Store() {
  const { id } = useParams();
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro
        eyebrow={`Store ${id ?? ''}`.trim()}
        title="Store details"
        description="Details and products of this store."
      />
      <UpcomingNotice>The store profile and its products appear here.</UpcomingNotice>
    </Container>
  );
}
