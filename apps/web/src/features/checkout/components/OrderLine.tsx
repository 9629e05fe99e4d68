import { Price } from '../../../components/ui/Price';
import { LineName, LineThumbnail } from '../../../components/ui/ProductLineParts';

type Line = {
  uuid: string;
  product: { name: string; slug: string; thumbnail: string | null };
  quantity: number;
  colors: string | null;
  sizes: string | null;
  line_total: number;
};

/** One product line of a package or an order: picture, name, options, and quantity beside its price. */
export function OrderLine({ item }: { item: Line }) {
  const to = `/product/${item.product.slug}`;
  const options = [item.colors, item.sizes].filter(Boolean).join(' · ');
  return (
    <li className="flex gap-3 py-3">
      <LineThumbnail to={to} src={item.product.thumbnail} size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <LineName to={to}>{item.product.name}</LineName>
        {options ? <p className="text-ink-600">{options}</p> : null}
        <div className="mt-auto flex items-baseline justify-between gap-3">
          <span className="text-ink-600">Qty {item.quantity}</span>
          <Price amount={item.line_total} className="text-ink-900" />
        </div>
      </div>
    </li>
  );
}
