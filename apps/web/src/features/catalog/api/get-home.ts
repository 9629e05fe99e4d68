import type {
  CampaignsAnswer,
  LivePromotionsAnswer,
  MainStoreAnswer,
  PopularStoresAnswer,
  PromotionProductsAnswer,
} from '@oja/contract/catalog';
import { FLASH_PICK_COUNT, PROMOTION_PAGE_SIZE, type PromotionType } from '@oja/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * The home page's calls. Each section owns its query (and its skeleton), so the first screen
 * paints as soon as the layout is there and every section fills in when its answer lands.
 */

const HOME_STALE_MS = 60_000;

export function useMainStore() {
  return useQuery({
    queryKey: ['main-store'],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<MainStoreAnswer>('main-store', { signal });
      // Spec section 7: only the first three flash picks are kept.
      return { ...data, flash_pick_of_the_day: data.flash_pick_of_the_day.slice(0, FLASH_PICK_COUNT) };
    },
    staleTime: HOME_STALE_MS,
  });
}

export function usePopularStores() {
  return useQuery({
    queryKey: ['popular-stores-and-vendors'],
    queryFn: async ({ signal }) =>
      (await api.get<PopularStoresAnswer>('popular-stores-and-vendors', { signal })).data,
    staleTime: HOME_STALE_MS,
  });
}

export function useCarouselCampaigns() {
  return useQuery({
    queryKey: ['carousel-campaigns'],
    queryFn: async ({ signal }) => (await api.get<CampaignsAnswer>('carousel-campaigns', { signal })).data,
    staleTime: HOME_STALE_MS,
  });
}

export function useAudienceCampaigns(enabled = true) {
  return useQuery({
    queryKey: ['campaigns', 'audiences', 'all'],
    queryFn: async ({ signal }) =>
      (await api.get<CampaignsAnswer>('campaigns/audiences/all', { signal })).data,
    staleTime: HOME_STALE_MS,
    enabled,
  });
}

export function promotionProductsQuery(type: PromotionType | string, page = 1) {
  return {
    queryKey: ['promotion-products', type, page] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (
        await api.get<PromotionProductsAnswer>('promotion-products', {
          signal,
          query: { promotion_type: type, per_page: PROMOTION_PAGE_SIZE, page },
        })
      ).data,
    staleTime: HOME_STALE_MS,
  };
}

export function usePromotionProducts(type: PromotionType | string, page = 1) {
  return useQuery(promotionProductsQuery(type, page));
}

/** GET promotions: only live promotions with products are listed (an ended or empty one is absent). */
export function useLivePromotions() {
  return useQuery({
    queryKey: ['promotions', 'live'],
    queryFn: async ({ signal }) => (await api.get<LivePromotionsAnswer>('promotions', { signal })).data,
    staleTime: HOME_STALE_MS,
  });
}
