import { type CitiesAnswer, citiesAnswer, type StatesAnswer, statesAnswer } from '@oja/contract/logistics';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Delivery regions and their towns (GET logistics/states, logistics/{state_code}/cities), for the
 * address form that checkout and the address book share.
 */
const logisticsKeys = {
  states: ['logistics', 'states'] as const,
  cities: (stateCode: string) => ['logistics', 'cities', stateCode] as const,
};

async function fetchStates(): Promise<StatesAnswer> {
  return statesAnswer.parse((await api.get<unknown>('logistics/states')).data);
}

async function fetchCities(stateCode: string): Promise<CitiesAnswer> {
  const { data } = await api.get<unknown>(`logistics/${encodeURIComponent(stateCode)}/cities`);
  return citiesAnswer.parse(data);
}

/** Regions change rarely (the server lets anyone keep them an hour). */
export function useStates() {
  return useQuery({ queryKey: logisticsKeys.states, queryFn: fetchStates, staleTime: 3_600_000 });
}

/** Spec section 5: a region's towns load only once a region is chosen. */
export function useCities(stateCode: string) {
  return useQuery({
    queryKey: logisticsKeys.cities(stateCode),
    queryFn: () => fetchCities(stateCode),
    enabled: stateCode !== '',
    staleTime: 3_600_000,
  });
}
