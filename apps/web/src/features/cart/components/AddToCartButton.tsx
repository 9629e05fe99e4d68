import type { ProductCard } from '@oja/contract/catalog';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { CartIcon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';
import { useInCart } from '../cart-store';
import type { VariantChoice, VariantOptions } from '../variants';

// The picker (and its quantity steppers) loads when a product needs a choice, not with each page.
const loadVariantPicker = () => import('./VariantPicker');
const VariantPicker = lazy(() => loadVariantPicker().then((module) => ({ default: module.VariantPicker })));

type Props = { product: ProductCard; variant?: 'card' | 'details'; choice?: VariantChoice };

// Adding to the cart (its API calls and sync) loads on the first tap, not with each page.
const loadCartSync = () => import('../cart-sync');
const addToCart: typeof import('../cart-sync')['addToCart'] = async (...args) =>
  (await loadCartSync()).addToCart(...args);

/** Product details carry colours and sizes; a card does not, so they are fetched on demand. */
async function optionsOf(product: ProductCard): Promise<VariantOptions> {
  const own = product as ProductCard & Partial<VariantOptions>;
  if (Array.isArray(own.colors) && Array.isArray(own.sizes)) return { colors: own.colors, sizes: own.sizes };
  try {
    const { cartApi } = await import('../api/cart-api');
    return await cartApi.productOptions(product.slug);
  } catch {
    // Unknown options: the server adds the first colour and size.
    return { colors: [], sizes: [] };
  }
}

/**
 * Add to cart (spec section 4): opens the variant picker when there is more than one colour or size
 * to choose from and the product page's chips have not chosen one (`choice`), otherwise adds 1 of the
 * chosen (or the first) colour and size; once the product is in the cart the
 * button goes to /cart instead. Services and cars are not cart items and show nothing here.
 */
export function AddToCartButton({ product, variant = 'card', choice }: Props) {
  const inCart = useInCart(product.uuid);
  const [busy, setBusy] = useState(false);
  const [picker, setPicker] = useState<VariantOptions | null>(null);
  const details = variant === 'details';
  const size = details ? 'lg' : 'sm';
  // On a phone a rail's card is ~150 px wide: one line, the words without the icon (the cart icon
  // comes back from sm up, where cards are wider).
  const width = details ? 'w-full md:w-auto md:min-w-56' : 'w-full whitespace-nowrap';
  const iconClass = details ? undefined : 'hidden sm:inline';

  if (product.type !== 'product') return null;

  if (inCart) {
    return (
      <Link
        to="/cart"
        className={buttonClasses('secondary', size, cn(width, 'border-brand-600 text-brand-700'))}
      >
        <CartIcon aria-hidden="true" className={iconClass} />
        View cart
      </Link>
    );
  }

  const unavailable = product.quantity <= 0 || product.selling_price <= 0;

  async function start() {
    setBusy(true);
    try {
      // The variant rules come with the first tap too (the picker and the cart's sync use them).
      const [options, { chosenVariant, defaultVariant, needsVariantPicker }] = await Promise.all([
        optionsOf(product),
        import('../variants'),
      ]);
      const chosen = chosenVariant(options, choice);
      if (chosen) {
        await addToCart(product, [chosen]);
      } else if (needsVariantPicker(options)) {
        // The button stays busy until the picker can open.
        await loadVariantPicker().catch(() => undefined);
        setPicker(options);
      } else {
        await addToCart(product, [defaultVariant(options)]);
      }
    } catch {
      // The code did not arrive (offline, or a deploy replaced it): nothing was added.
      toast.error();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size={size} className={width} disabled={unavailable} loading={busy} onClick={start}>
        {busy ? null : <CartIcon aria-hidden="true" className={iconClass} />}
        {product.quantity <= 0 ? 'Out of stock' : 'Add to cart'}
        <span className="sr-only">{`: ${product.name}`}</span>
      </Button>
      {picker ? (
        <Suspense fallback={null}>
          <VariantPicker
            product={product}
            options={picker}
            open
            onClose={() => setPicker(null)}
            onConfirm={(variants) => addToCart(product, variants)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
