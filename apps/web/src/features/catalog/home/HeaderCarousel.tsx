import type { Campaign } from '@oja/contract/catalog';
import { CAMPAIGN_ROTATION_MS } from '@oja/contract/constants';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { Picture } from '../../../components/ui/Picture';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { useCarouselCampaigns } from '../api/get-home';
import { HeroBanner } from '../components/HeroBanner';
import { usePrefersReducedMotion, useRotation } from './rotation';

/**
 * The later slides' WebP widths, and how wide the carousel is shown: the page's width less its
 * margins on a phone, two thirds of it from 990 px (`lg`), where the flash picks sit beside it.
 * The first slide is the page's largest paint and stays SVG (`largest`, ADR 60).
 */
const HERO_WIDTHS = [480, 720, 960, 1200] as const;
const HERO_SIZES = '(min-width: 990px) 66vw, calc(100vw - 2rem)';

/**
 * A campaign's link: shop paths stay in the app, anything else opens the external site. Its name is
 * the words it shows (CampaignText), so voice control finds it by them.
 */
export function CampaignLink({
  campaign,
  className,
  children,
  tabIndex,
}: {
  campaign: Campaign;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
}) {
  const url = campaign.url || `/products`;
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={className} tabIndex={tabIndex}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} tabIndex={tabIndex} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const FRAME = 'aspect-[16/9] w-full md:aspect-[3/1] lg:aspect-auto lg:h-full lg:min-h-72';

/**
 * A campaign's headline and caption as HTML over its picture (issue 27): they wrap to any width and
 * are read by screen readers and search engines; the pictures carry no words. A shade on the left
 * keeps white text readable on any picture. "Shop now" sits under the words, never over them.
 */
export function CampaignText({ campaign, size = 'hero' }: { campaign: Campaign; size?: 'hero' | 'card' }) {
  if (size === 'card') {
    return (
      <>
        <span aria-hidden="true" className="absolute inset-0 bg-linear-to-r from-ink-900/80 to-ink-900/10" />
        <span className="relative flex size-full items-center p-3 md:p-4">
          <span className="line-clamp-2 max-w-[80%] text-sm font-bold leading-snug text-balance text-white md:text-base">
            {campaign.headline ?? campaign.name}
          </span>
        </span>
      </>
    );
  }
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-r from-ink-900/85 via-ink-900/55 to-ink-900/10"
      />
      <span className="relative flex size-full flex-col justify-between gap-2 p-4 md:p-8 lg:p-10">
        <span className="flex max-w-[36rem] flex-col gap-1 md:gap-2">
          <span
            data-testid="campaign-headline"
            className="line-clamp-3 text-lg font-extrabold leading-tight tracking-tight text-balance text-white md:text-3xl xl:text-4xl"
          >
            {campaign.headline ?? campaign.name}
          </span>
          {campaign.caption ? (
            <span data-testid="campaign-caption" className="line-clamp-2 text-xs text-white/90 md:text-base">
              {campaign.caption}
            </span>
          ) : null}
        </span>
        <span className="inline-flex h-8 items-center self-start rounded-pill bg-white px-3 text-xs font-bold text-ink-900 shadow-card md:h-10 md:px-5 md:text-sm">
          Shop now
        </span>
      </span>
    </>
  );
}

/**
 * The home header carousel of carousel campaigns (spec section 9: a new one every 30 s). It pauses
 * while hovered or focused and with the pause button, and does not move by itself when the
 * shopper asks for reduced motion.
 */
export function HeaderCarousel() {
  const { data, isPending, isError } = useCarouselCampaigns();
  const campaigns = data ?? [];
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped || reducedMotion;
  const { index, go } = useRotation(campaigns.length, CAMPAIGN_ROTATION_MS, paused);

  if (isPending) {
    return (
      <div className={cn(FRAME, 'overflow-hidden rounded-2xl')}>
        <Skeleton className="size-full rounded-2xl" />
        <span className="sr-only" role="status">
          Loading campaigns
        </span>
      </div>
    );
  }
  // No live campaigns (or the call failed): the brand banner keeps the first screen useful.
  if (isError || campaigns.length === 0) return <HeroBanner />;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured campaigns"
      data-testid="header-carousel"
      className="group/carousel relative overflow-hidden rounded-2xl bg-ink-900 shadow-card lg:h-full"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="flex transition-transform duration-700 ease-out motion-reduce:transition-none lg:h-full"
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {campaigns.map((campaign, position) => {
          const current = position === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group
            <div
              key={campaign.uuid}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${campaigns.length}`}
              aria-hidden={!current}
              inert={!current}
              data-active={current || undefined}
              className={cn('relative shrink-0 basis-full', FRAME)}
            >
              <CampaignLink
                campaign={campaign}
                className="relative block size-full"
                tabIndex={current ? 0 : -1}
              >
                {campaign.campaign_image ? (
                  <Picture
                    src={campaign.campaign_image}
                    widths={HERO_WIDTHS}
                    sizes={HERO_SIZES}
                    largest={position === 0}
                    alt=""
                    width={1200}
                    height={400}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : 'auto'}
                    decoding="async"
                    className="absolute inset-0 size-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 bg-linear-to-br from-brand-800 to-brand-500"
                  />
                )}
                <CampaignText campaign={campaign} />
              </CampaignLink>
            </div>
          );
        })}
      </div>

      {campaigns.length > 1 ? (
        // One row at the bottom right, away from the headline and from "Shop now" at the bottom left.
        <div className="absolute bottom-3 right-3 z-10 flex items-center gap-0.5 rounded-pill bg-ink-900/70 px-1 md:bottom-6 md:right-6 md:gap-1 md:px-1.5 md:py-0.5">
          <button
            type="button"
            aria-label="Previous campaign"
            onClick={() => go(index - 1)}
            className="hidden size-8 items-center justify-center rounded-full text-lg text-white hover:bg-white/20 md:inline-flex"
          >
            <ChevronLeftIcon />
          </button>
          {campaigns.map((campaign, position) => (
            <button
              key={campaign.uuid}
              type="button"
              aria-label={`Show campaign ${position + 1}: ${campaign.headline ?? campaign.name}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => go(position)}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={cn(
                  'block h-1.5 rounded-pill transition-all',
                  position === index ? 'w-5 bg-white' : 'w-1.5 bg-white/60',
                )}
              />
            </button>
          ))}
          {reducedMotion ? null : (
            <button
              type="button"
              aria-label={stopped ? 'Play campaigns' : 'Pause campaigns'}
              onClick={() => setStopped((value) => !value)}
              className="flex size-6 items-center justify-center text-sm text-white"
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <button
            type="button"
            aria-label="Next campaign"
            onClick={() => go(index + 1)}
            className="hidden size-8 items-center justify-center rounded-full text-lg text-white hover:bg-white/20 md:inline-flex"
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
