import type { IpInfoAnswer } from '@oja/contract/engagement';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET ip-info: where the shopper's connection comes from (the server looks it up in a database it
 * ships; Lagos when it cannot tell). Asked once per page load: an address does not move often.
 */
export function useIpInfo(enabled = true) {
  return useQuery({
    queryKey: ['ip-info'],
    queryFn: async ({ signal }) => (await api.get<IpInfoAnswer>('ip-info', { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  });
}
