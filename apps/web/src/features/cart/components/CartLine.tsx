import type { CartItem } from '@oja/contract/cart';
import { Price } from '../../../components/ui/Price';
import { LineName, LineThumbnail } from '../../../components/ui/ProductLineParts';
import { maxQuantityFor } from '../cart-state';
import { removeLine, setLineQuantity } from '../cart-sync';
import { QuantityInput } from './QuantityInput';

/** One cart line: thumbnail, name, variants, unit price, quantity, line total and remove. */
export function CartLine({ item, items }: { item: CartItem; items: CartItem[] }) {
  const { product } = item;
  const max = Math.max(maxQuantityFor(item, items), 1);
  const options = [item.colors && `Colour: ${item.colors}`, item.sizes && `Size: ${item.sizes}`].filter(
    Boolean,
  );
  return (
    <li className="flex gap-3 py-4 md:gap-4" data-testid="cart-line">
      <LineThumbnail to={product.url} src={product.thumbnail} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-0.5 md:flex-row md:items-start md:justify-between md:gap-4">
          <div className="min-w-0">
            <LineName to={product.url}>{product.name}</LineName>
            {options.length > 0 ? <p className="text-sm text-ink-600">{options.join(' · ')}</p> : null}
            <p className="text-sm text-ink-600">
              <Price amount={item.unit_price} className="font-medium text-ink-700" /> each
            </p>
          </div>
          <Price amount={item.line_total} className="text-base text-ink-900 md:text-lg" />
        </div>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <QuantityInput
            label={`Quantity of ${product.name}`}
            value={item.quantity}
            min={0}
            max={max}
            onCommit={(quantity) => setLineQuantity(item, quantity)}
          />
          <button
            type="button"
            onClick={() => removeLine(item)}
            className="h-9 rounded-lg px-3 text-sm font-semibold text-danger-700 hover:bg-danger-600/10"
          >
            Remove<span className="sr-only">{` ${product.name}`}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
