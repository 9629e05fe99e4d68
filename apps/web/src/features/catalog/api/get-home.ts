import type {
  CampaignsAnswer,
  LivePromotionsAnswer,
  MainStoreAnswer,
  PopularStoresAnswer,
} from '@oja/contract/catalog';
import { FLASH_PICK_COUNT } from '@oja/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/catalog-keys';

/*
 * The home page's calls. Each section owns its query (and its skeleton), so the first screen
 * paints as soon as the layout is there and every section fills in when its answer lands.
 */

const HOME_STALE_MS = 60_000;

const homeQueries = {
  mainStore: () =>
    queryOptions({
      queryKey: catalogKeys.mainStore,
      queryFn: async ({ signal }) => {
        const { data } = await api.get<MainStoreAnswer>('main-store', { signal });
        // Spec section 7: only the first three flash picks are kept.
        return { ...data, flash_pick_of_the_day: data.flash_pick_of_the_day.slice(0, FLASH_PICK_COUNT) };
      },
      staleTime: HOME_STALE_MS,
    }),
  popularStores: () =>
    queryOptions({
      queryKey: catalogKeys.popularStores,
      queryFn: async ({ signal }) =>
        (await api.get<PopularStoresAnswer>('popular-stores-and-vendors', { signal })).data,
      staleTime: HOME_STALE_MS,
    }),
  carouselCampaigns: () =>
    queryOptions({
      queryKey: catalogKeys.carouselCampaigns,
      queryFn: async ({ signal }) => (await api.get<CampaignsAnswer>('carousel-campaigns', { signal })).data,
      staleTime: HOME_STALE_MS,
    }),
  audienceCampaigns: () =>
    queryOptions({
      queryKey: catalogKeys.audienceCampaigns,
      queryFn: async ({ signal }) =>
        (await api.get<CampaignsAnswer>('campaigns/audiences/all', { signal })).data,
      staleTime: HOME_STALE_MS,
    }),
  /** GET promotions: only live promotions with products are listed (an ended or empty one is absent). */
  livePromotions: () =>
    queryOptions({
      queryKey: catalogKeys.livePromotions,
      queryFn: async ({ signal }) => (await api.get<LivePromotionsAnswer>('promotions', { signal })).data,
      staleTime: HOME_STALE_MS,
    }),
};

export const useMainStore = () => useQuery(homeQueries.mainStore());
export const usePopularStores = () => useQuery(homeQueries.popularStores());
export const useCarouselCampaigns = () => useQuery(homeQueries.carouselCampaigns());
export const useAudienceCampaigns = (enabled = true) =>
  useQuery({ ...homeQueries.audienceCampaigns(), enabled });
export const useLivePromotions = () => useQuery(homeQueries.livePromotions());
