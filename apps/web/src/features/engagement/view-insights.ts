import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { discardInsights, recordInsight, startInsights } from '../../lib/insights';
import { productRefOf } from './affiliate-tracking';
import { isAllowed, onConsentDecided } from './consent';

/**
 * View insights: a product view is a product or car page opened (its address names the product);
 * a campaign view is a campaign the shop put on screen (the home carousel and campaign cards, read
 * from the answers of their calls as they arrive). Both only with the shopper's Analytics consent.
 */

const CAMPAIGN_QUERIES: readonly QueryKey[] = [['carousel-campaigns'], ['campaigns', 'audiences', 'all']];

function isCampaignQuery(key: QueryKey): boolean {
  return CAMPAIGN_QUERIES.some(
    (campaignKey) => campaignKey.length === key.length && campaignKey.every((part, i) => part === key[i]),
  );
}

function campaignUuids(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((item) => (item && typeof item === 'object' ? (item as { uuid?: unknown }).uuid : undefined))
    .filter((uuid): uuid is string => typeof uuid === 'string');
}

/** Notes the view of the page at `pathname` when it is a product or car page. */
export function recordPageView(pathname: string): void {
  const product = productRefOf(pathname);
  if (product) recordInsight('product_view', product);
}

/** Starts the batcher and the campaign watch; answers the stop function. */
export function startViewInsights(queryClient: QueryClient): () => void {
  const stopBatcher = startInsights(() => isAllowed('Analytics'));
  const stopWatch = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isCampaignQuery(event.query.queryKey)) return;
    for (const uuid of campaignUuids(event.query.state.data)) recordInsight('campaign_view', uuid);
  });
  const stopConsent = onConsentDecided((choice) => {
    if (!choice.Analytics) discardInsights();
  });
  return () => {
    stopBatcher();
    stopWatch();
    stopConsent();
  };
}
