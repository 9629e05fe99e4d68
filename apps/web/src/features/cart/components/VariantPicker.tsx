import type { Variant } from '@oja/contract/cart';
import type { ProductCard } from '@oja/contract/catalog';
import { formatNairaAmount } from '@oja/contract/money';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Picture } from '../../../components/ui/Picture';
import {
  chosenVariants,
  combinationKey,
  combinationLabel,
  combinations,
  pickerLimit,
  type VariantOptions,
} from '../variants';
import { QuantityInput } from './QuantityInput';

type VariantPickerProps = {
  product: ProductCard;
  options: VariantOptions;
  open: boolean;
  onClose: () => void;
  onConfirm: (variants: Variant[]) => Promise<boolean>;
};

/**
 * The variant picker overlay (spec sections 2 and 4): one row per colour and size, each with its own
 * quantity; together they never pass the stock. Nothing is sent until the shopper confirms.
 */
export function VariantPicker({ product, options, open, onClose, onConfirm }: VariantPickerProps) {
  const rows = combinations(options);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [sending, setSending] = useState(false);
  const chosen = chosenVariants(rows, quantities);
  const count = chosen.reduce((sum, variant) => sum + variant.quantity, 0);

  async function confirm() {
    setSending(true);
    const added = await onConfirm(chosen);
    setSending(false);
    if (added) {
      setQuantities({});
      onClose();
    }
  }

  return (
    <Modal open={open} onClose={onClose} title="Choose your options">
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          {product.thumbnail ? (
            <Picture
              src={product.thumbnail}
              widths={[120, 240]}
              sizes="3.5rem"
              alt=""
              width={56}
              height={56}
              decoding="async"
              className="size-14 shrink-0 rounded-lg border border-ink-100 object-cover"
            />
          ) : null}
          <div className="min-w-0">
            <p className="line-clamp-2 font-semibold text-ink-900">{product.name}</p>
            <p className="text-sm text-ink-600">
              {formatNairaAmount(product.vat_selling_price)} · {product.quantity} in stock
            </p>
          </div>
        </div>
        <ul className="flex flex-col divide-y divide-ink-100 rounded-card border border-ink-200">
          {rows.map((row) => {
            const key = combinationKey(row);
            const label = combinationLabel(row);
            return (
              <li key={key} className="flex items-center justify-between gap-3 px-3 py-2.5">
                <span className="min-w-0 text-sm font-medium text-ink-800">{label}</span>
                <QuantityInput
                  label={`quantity of ${label}`}
                  value={quantities[key] ?? 0}
                  min={0}
                  max={pickerLimit(product.quantity, quantities, key)}
                  delayMs={0}
                  size="sm"
                  onCommit={(quantity) => setQuantities((previous) => ({ ...previous, [key]: quantity }))}
                />
              </li>
            );
          })}
        </ul>
        <Button size="lg" block disabled={count === 0} loading={sending} onClick={confirm}>
          {count === 0 ? 'Choose a quantity' : `Add ${count} to cart`}
        </Button>
      </div>
    </Modal>
  );
}
