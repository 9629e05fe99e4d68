import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSIGHT_QUEUE_KEY } from '../../lib/insights';
import { EVERYTHING, NOTHING_OPTIONAL, reloadConsent, saveConsent } from './consent';
import { recordPageView, startViewInsights } from './view-insights';

const queued = () =>
  (JSON.parse(localStorage.getItem(INSIGHT_QUEUE_KEY) ?? '[]') as { kind: string; id: string }[]).map(
    (event) => `${event.kind}:${event.id}`,
  );

let stop: () => void = () => {};
const client = new QueryClient();
beforeEach(() => {
  reloadConsent();
  stop = startViewInsights(client);
});
afterEach(() => {
  stop();
  client.clear();
});

const campaign = (uuid: string) => ({ uuid, name: 'Payday', headline: 'Payday deals' });

describe('view insights on the page', () => {
  it('notes product and car pages, and the campaigns the shop put on screen', () => {
    saveConsent(EVERYTHING);
    recordPageView('/product/tecno-spark-20');
    recordPageView('/product/tecno-spark-20/reviews');
    recordPageView('/cars/toyota-corolla-2015');
    recordPageView('/cart');
    client.setQueryData(['carousel-campaigns'], [campaign('11111111-1111-4111-8111-111111111111')]);
    client.setQueryData(
      ['campaigns', 'audiences', 'all'],
      [campaign('22222222-2222-4222-8222-222222222222')],
    );
    client.setQueryData(['main-store'], { new_arrivals: [campaign('33333333-3333-4333-8333-333333333333')] });
    expect(queued()).toEqual([
      'product_view:tecno-spark-20',
      'product_view:toyota-corolla-2015',
      'campaign_view:11111111-1111-4111-8111-111111111111',
      'campaign_view:22222222-2222-4222-8222-222222222222',
    ]);
  });

  it('notes nothing without Analytics, and forgets what was collected when it is turned off', () => {
    recordPageView('/product/tecno-spark-20');
    expect(queued()).toEqual([]);
    saveConsent(EVERYTHING);
    recordPageView('/product/ankara-shirt');
    expect(queued()).toEqual(['product_view:ankara-shirt']);
    saveConsent(NOTHING_OPTIONAL);
    expect(queued()).toEqual([]);
  });
});
