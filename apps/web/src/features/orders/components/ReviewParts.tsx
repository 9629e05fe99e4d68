import type { ReactNode } from 'react';
import { LineName, LineThumbnail } from '../../../components/ui/ProductLineParts';
import { productPath } from '../paths';

/** The product being reviewed, above its form: picture, name and what it was bought in. */
export function ReviewedProduct({
  product,
  children,
}: {
  product: { name: string; slug: string; thumbnail: string | null };
  children?: ReactNode;
}) {
  const to = productPath(product.slug);
  return (
    <div className="flex items-center gap-3">
      <LineThumbnail to={to} src={product.thumbnail} size="md" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <LineName to={to}>{product.name}</LineName>
        {children ? <div className="text-xs text-ink-600">{children}</div> : null}
      </div>
    </div>
  );
}

/** A white card holding one product's review (or the review given). */
export function ReviewCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <section
      data-testid={testId}
      className="flex flex-col gap-4 rounded-card border border-ink-200 bg-white p-4"
    >
      {children}
    </section>
  );
}
