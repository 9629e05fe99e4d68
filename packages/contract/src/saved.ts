import { z } from 'zod';
import { productCard } from './catalog.ts';
import { SAVED_ITEMS_PAGE_SIZE, SEARCH_MAX } from './constants.ts';
import { pageQuery, paginated } from './envelope.ts';
import { entityUuid } from './ids.ts';

export const savedItem = z.object({ uuid: entityUuid, product: productCard });
export type SavedItem = z.infer<typeof savedItem>;

/** GET products/saved: perPage defaults to 5 (spec section 9). */
export const savedItemsQuery = pageQuery.extend({
  perPage: z.coerce.number().int().min(1).max(100).default(SAVED_ITEMS_PAGE_SIZE),
  search: z.string().trim().max(SEARCH_MAX).optional(),
});
export type SavedItemsQuery = z.infer<typeof savedItemsQuery>;

export const savedItemsAnswer = paginated(savedItem);
export type SavedItemsAnswer = z.infer<typeof savedItemsAnswer>;

/** POST products/save/{id} and POST products/saved/{id}/remove: the product's uuid. */
export const saveParams = z.object({ id: entityUuid });
export type SaveParams = z.infer<typeof saveParams>;

/** Both save and remove answer with the product's new saved state. */
export const saveAnswer = z.object({ product_uuid: entityUuid, isSaved: z.boolean() });
export type SaveAnswer = z.infer<typeof saveAnswer>;
