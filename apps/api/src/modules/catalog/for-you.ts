import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/viewer.ts';

/** Signals older than the last few dozen say little about what a shopper wants now. */
const RECENT_SIGNALS = 30;
const FOR_YOU_CATEGORIES = 4;

/** Every key this viewer's past views may sit under (a signed-in shopper also browsed as a guest). */
function viewerKeys(viewer: Viewer): string[] {
  const keys: string[] = [];
  if (viewer.customer) keys.push(`u:${viewer.customer.userId}`);
  if (viewer.guest) keys.push(`g:${viewer.guest.guestSessionId}`);
  return keys;
}

/**
 * The categories this shopper cares about most, from recent views (weight 1), saved items and cart items
 * (weight 2: stronger intent); empty for a visitor with no history, who then gets popular products.
 */
export async function forYouCategories(db: Db, viewer: Viewer): Promise<number[]> {
  const keys = viewerKeys(viewer);
  if (keys.length === 0) return [];
  const userId = viewer.customer?.userId ?? null;
  const guestId = viewer.guest?.guestSessionId ?? null;
  const keyList = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ category_id: number }>(sql`
    select category_id from (
      (select p.category_id, v.created_at as at, 1 as weight
         from product_views v join products p on p.id = v.product_id
        where v.viewer_key in (${keyList})
        order by v.created_at desc limit ${RECENT_SIGNALS})
      union all
      (select p.category_id, s.created_at, 2
         from saved_items s join products p on p.id = s.product_id
        where s.user_id = ${userId}
        order by s.created_at desc limit ${RECENT_SIGNALS})
      union all
      (select p.category_id, ci.created_at, 2
         from cart_items ci join carts c on c.id = ci.cart_id join products p on p.id = ci.product_id
        where c.user_id = ${userId} or c.guest_session_id = ${guestId}
        order by ci.created_at desc limit ${RECENT_SIGNALS})
    ) signals
    group by category_id
    order by sum(weight) desc, max(at) desc
    limit ${FOR_YOU_CATEGORIES}`);
  return rows.map((r) => Number(r.category_id));
}
