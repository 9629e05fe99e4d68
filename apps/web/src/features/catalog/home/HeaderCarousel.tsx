import type { Campaign } from '@oja/contract/catalog';
import { CAMPAIGN_ROTATION_MS } from '@oja/contract/constants';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { useCarouselCampaigns } from '../api/get-home';
import { HeroBanner } from '../components/HeroBanner';
import { usePrefersReducedMotion, useRotation } from './rotation';

/** A campaign's link: shop paths stay in the app, anything else opens the external site. */
export function CampaignLink({
  campaign,
  className,
  children,
  tabIndex,
  action,
}: {
  campaign: Campaign;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
  /** Words the link also shows (e.g. "Shop now"): part of its name, so voice control finds it by them. */
  action?: string;
}) {
  const url = campaign.url || `/products`;
  const label = [campaign.headline ?? campaign.name, action].filter(Boolean).join(', ');
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={className} aria-label={label} tabIndex={tabIndex}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={url}
      className={className}
      aria-label={label}
      tabIndex={tabIndex}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}

const FRAME = 'aspect-[12/5] w-full md:aspect-[3/1] lg:aspect-auto lg:h-full lg:min-h-72';

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
                className="block size-full"
                tabIndex={current ? 0 : -1}
                action="Shop now"
              >
                {campaign.campaign_image ? (
                  <img
                    src={campaign.campaign_image}
                    alt=""
                    width={1200}
                    height={400}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : 'auto'}
                    decoding="async"
                    className="size-full object-cover object-left"
                  />
                ) : (
                  <span className="flex size-full items-center bg-linear-to-br from-brand-800 to-brand-500 px-6 text-2xl font-extrabold text-white md:text-4xl">
                    {campaign.headline ?? campaign.name}
                  </span>
                )}
                <span className="absolute bottom-3 left-4 hidden h-8 items-center rounded-pill bg-white px-3 text-xs font-bold text-ink-900 shadow-card md:bottom-6 md:left-[6%] md:inline-flex md:h-10 md:px-5 md:text-sm">
                  Shop now
                </span>
              </CampaignLink>
            </div>
          );
        })}
      </div>

      {campaigns.length > 1 ? (
        <>
          <button
            type="button"
            aria-label="Previous campaign"
            onClick={() => go(index - 1)}
            className="absolute left-2 top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl text-ink-900 shadow-pop transition hover:bg-white md:inline-flex md:opacity-0 md:group-hover/carousel:opacity-100 md:focus-visible:opacity-100"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            aria-label="Next campaign"
            onClick={() => go(index + 1)}
            className="absolute right-2 top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl text-ink-900 shadow-pop transition hover:bg-white md:inline-flex md:opacity-0 md:group-hover/carousel:opacity-100 md:focus-visible:opacity-100"
          >
            <ChevronRightIcon />
          </button>
          <div className="absolute bottom-1.5 right-2 z-10 flex items-center gap-0.5 rounded-pill bg-ink-900/45 px-1 backdrop-blur-sm md:bottom-4 md:right-5 md:gap-1 md:px-1.5 md:py-0.5">
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
          </div>
        </>
      ) : null}
    </section>
  );
}
