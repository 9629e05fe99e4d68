import { useParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { PageIntro, UpcomingNotice } from '../../../components/ui/PageIntro';
import { useCategories } from '../api/get-categories';

export default function Category() {
  const { category: uuid } = useParams();
  const { data } = useCategories();
  const name = data?.find((category) => category.uuid === uuid)?.name;
  return (
    <Container className="flex flex-col gap-6 py-6 md:py-8">
      <PageIntro eyebrow="Category" title={name ?? 'Category'} description="Products in this category." />
      <UpcomingNotice>The products of this category, with filters and sorting, appear here.</UpcomingNotice>
    </Container>
  );
}
