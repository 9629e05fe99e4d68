import type { Promotion } from '@oja/contract/catalog';
import { SMALL_BANNER_BREAKPOINT_PX } from '@oja/contract/constants';
import { pictureSources } from '@oja/contract/pictures';
import type { ReactNode } from 'react';
import { Picture } from '../../../components/ui/Picture';
import { useLivePromotions } from '../api/get-home';

/**
 * Below 760 px the small banner (spec section 9); from 760 px, where the layout's `md` starts, the
 * large one (ADR 0041).
 */
export const SMALL_BANNER_MEDIA = `(max-width: ${SMALL_BANNER_BREAKPOINT_PX - 0.02}px)`;

/**
 * A promotion's banner (spec section 3: banner_image, banner_image_sm) with its title in HTML over
 * it: the small banner on narrow screens, the large one from 760 px (spec section 9). The pictures are
 * decoration (alt=""); the words are the heading, so they wrap and are read by screen readers and
 * search engines. Until the promotion is known (or without pictures) the deal colours fill the
 * same box, so nothing moves when the pictures arrive.
 */
export function PromotionBanner({
  promotion,
  title,
  headingId,
  level = 2,
  loading = 'lazy',
  children,
}: {
  promotion: Pick<Promotion, 'banner_image' | 'banner_image_sm'> | undefined;
  title: string;
  headingId?: string;
  level?: 1 | 2;
  /** 'eager' where the banner opens the page. */
  loading?: 'eager' | 'lazy';
  /** Under the title: a countdown, a sentence, a link. */
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div
      data-testid="promotion-banner"
      className="relative isolate overflow-hidden rounded-xl bg-linear-to-r from-deal-700 to-deal-500"
    >
      {promotion?.banner_image ? (
        <picture>
          {promotion.banner_image_sm ? (
            <source
              media={SMALL_BANNER_MEDIA}
              srcSet={
                pictureSources(promotion.banner_image_sm, [360, 720]).srcSet ?? promotion.banner_image_sm
              }
              sizes="calc(100vw - 2rem)"
            />
          ) : null}
          <Picture
            src={promotion.banner_image}
            widths={[720, 960, 1200]}
            sizes="calc(100vw - 3rem)"
            alt=""
            width={1200}
            height={300}
            loading={loading}
            decoding="async"
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        </picture>
      ) : null}
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-ink-900/70 via-ink-900/35 to-transparent"
      />
      <div className="flex min-h-24 flex-col justify-center gap-2 px-4 py-3 md:min-h-32 md:px-6 md:py-4">
        <Heading
          id={headingId}
          className="text-xl font-extrabold leading-tight tracking-tight text-balance text-white md:text-3xl"
        >
          {title}
        </Heading>
        {children}
      </div>
    </div>
  );
}

/**
 * The banner that opens a promotion's product list: the promotion's pictures once the live promotions
 * are known (home has usually loaded them already), the title and the page's words at once.
 */
export function PromotionIntro({
  type,
  title,
  description,
}: {
  type: string;
  title: string;
  description: string;
}) {
  const { data } = useLivePromotions();
  const promotion = data?.find((live) => live.type === type);
  return (
    <PromotionBanner promotion={promotion} title={title} level={1} loading="eager">
      <p className="max-w-2xl text-sm text-white/90 md:text-base">{description}</p>
    </PromotionBanner>
  );
}
