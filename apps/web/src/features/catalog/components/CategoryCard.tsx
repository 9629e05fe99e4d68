import type { Category } from '@oja/contract/catalog';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/Picture';
import { Skeleton } from '../../../components/ui/Skeleton';

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Link
      to={`/category/${category.uuid}`}
      className="group flex h-full flex-col items-center gap-1.5 rounded-card bg-white p-1 sm:p-2 md:gap-2 md:p-3 text-center shadow-card ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-pop hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-xl bg-brand-50">
        {category.display_image ? (
          <Picture
            src={category.display_image}
            widths={[120, 240, 360]}
            sizes="(min-width: 1024px) 8rem, 5rem"
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-3/4 object-contain transition-transform group-hover:scale-105"
          />
        ) : (
          <span aria-hidden="true" className="text-2xl font-black text-brand-600">
            {category.name.charAt(0)}
          </span>
        )}
      </span>
      <span className="line-clamp-2 w-full text-[0.6875rem] font-semibold leading-tight tracking-tight text-ink-800 hyphens-auto group-hover:text-brand-700 sm:text-xs sm:tracking-normal md:text-sm">
        {category.name}
      </span>
    </Link>
  );
}

export function CategoryCardSkeleton() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card bg-white p-2 md:p-3 shadow-card ring-1 ring-ink-100">
      <Skeleton className="aspect-square w-full rounded-xl" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
