import type {
  AnalyticsTrackingAnswer,
  AnalyticsTrackingBody,
  AnalyticsUnlinkAnswer,
  AnalyticsUnlinkBody,
} from '@oja/contract/engagement';
import { api } from '../../../lib/api-client';

/** The analytics calls of spec section 7. Guests and customers alike; answers are not shown. */
export const trackingApi = {
  track: (body: AnalyticsTrackingBody) => api.post<AnalyticsTrackingAnswer>('analytics/tracking', body),
  unlink: (body: AnalyticsUnlinkBody) => api.post<AnalyticsUnlinkAnswer>('analytics/tracking/unlink', body),
};
