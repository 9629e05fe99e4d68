import type { Campaign, ProductCard } from '@oja/contract/catalog';
import { FLASH_PICK_COUNT } from '@oja/contract/constants';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/Picture';
import { Price } from '../../../components/ui/Price';
import { Skeleton, skeletonKeys } from '../../../components/ui/Skeleton';
import { useAudienceCampaigns, useMainStore } from '../api/get-home';
import { useProductActions } from '../components/product-actions';
import { discountPercent, isContactForPrice, isOutOfStock, priceTerms, productHref } from '../lib/card-rules';
import { CampaignLink, CampaignText } from './HeaderCarousel';

function FlashPickCard({ product }: { product: ProductCard }) {
  const { SaveButton } = useProductActions();
  const off = isContactForPrice(product)
    ? 0
    : discountPercent(product.vat_selling_price, product.vat_actual_price);
  const terms = priceTerms(product);
  return (
    <article
      data-testid="product-card"
      data-type={product.type}
      className="relative flex h-full items-center gap-3 rounded-card bg-white p-2.5 shadow-card ring-1 ring-ink-100 transition hover:shadow-pop hover:ring-brand-200 focus-within:ring-2 focus-within:ring-brand-600"
    >
      <span className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-ink-50 xl:size-20">
        {product.thumbnail ? (
          <Picture
            src={product.thumbnail}
            widths={[120, 240]}
            sizes="(min-width: 1280px) 5rem, 4rem"
            alt={product.name}
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            className="size-full object-contain p-1"
          />
        ) : null}
        {off > 0 ? (
          <span className="absolute left-1 top-1 rounded bg-deal-600 px-1 text-[0.65rem] font-bold text-white">
            -{off}%
          </span>
        ) : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {product.brand ? (
          <span className="truncate text-[0.65rem] font-semibold uppercase tracking-wide text-ink-500">
            {product.brand}
          </span>
        ) : null}
        <Link
          to={productHref(product)}
          className="line-clamp-2 text-sm font-medium leading-tight text-ink-900 after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
        >
          {product.name}
        </Link>
        {isContactForPrice(product) ? (
          <span className="text-sm font-bold text-brand-700">Contact for price</span>
        ) : (
          <Price amount={product.vat_selling_price} className="text-sm font-bold text-ink-900" />
        )}
        {isOutOfStock(product) ? (
          <span className="text-[0.7rem] font-semibold text-danger-600">Out of Stock</span>
        ) : terms ? (
          <span className="text-[0.7rem] font-semibold text-brand-700">{terms}</span>
        ) : null}
      </span>
      <span className="relative z-10 self-start">
        <SaveButton product={product} variant="card" />
      </span>
    </article>
  );
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <CampaignLink
      campaign={campaign}
      className="relative block aspect-[3/1] overflow-hidden rounded-card bg-brand-700 shadow-card ring-1 ring-ink-100 transition hover:shadow-pop"
    >
      {campaign.campaign_image ? (
        <Picture
          src={campaign.campaign_image}
          widths={[480, 720, 960, 1200]}
          sizes="(min-width: 1024px) 33vw, 100vw"
          alt=""
          width={600}
          height={200}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      <CampaignText campaign={campaign} size="card" />
    </CampaignLink>
  );
}

const LIST =
  'scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-2.5 overflow-x-auto px-4 md:mx-0 md:scroll-px-0 md:grid md:grid-cols-3 md:px-0 lg:h-full lg:grid-cols-1 lg:grid-rows-3';
const ITEM = 'w-[80%] shrink-0 snap-start md:w-auto lg:min-h-0';

/**
 * Beside the header carousel: the flash pick of the day (first three, GET main-store), or the
 * campaign cards (GET campaigns/audiences/all) when there is no flash pick today.
 */
export function FlashPick() {
  const main = useMainStore();
  const picks = main.data?.flash_pick_of_the_day ?? [];
  const showCampaigns = main.isSuccess && picks.length === 0;
  const campaigns = useAudienceCampaigns(showCampaigns || main.isError);

  if (main.isPending) {
    return (
      <div className={LIST} aria-hidden="true">
        {skeletonKeys(FLASH_PICK_COUNT).map((key) => (
          <Skeleton key={key} className={`h-24 rounded-card lg:h-full ${ITEM}`} />
        ))}
      </div>
    );
  }

  if (picks.length > 0) {
    return (
      <section aria-labelledby="flash-pick-heading" className="flex flex-col gap-2 lg:h-full">
        <h2 id="flash-pick-heading" className="flex items-center gap-2 text-base font-bold text-ink-900">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-deal-500" />
          Flash pick of the day
        </h2>
        <ul className={`${LIST} lg:flex-1`}>
          {picks.map((product) => (
            <li key={product.uuid} className={ITEM}>
              <FlashPickCard product={product} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const list = (campaigns.data ?? []).slice(0, FLASH_PICK_COUNT);
  if (list.length === 0) return null;
  return (
    <section aria-label="Campaigns" className={LIST}>
      {list.map((campaign) => (
        <div key={campaign.uuid} className={ITEM}>
          <CampaignCard campaign={campaign} />
        </div>
      ))}
    </section>
  );
}
