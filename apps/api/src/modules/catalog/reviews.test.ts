import type { ReviewsAnswer } from '@oja/contract/catalog';
import { messages } from '@oja/contract/messages';
import type { OrderDetails } from '@oja/contract/orders';
import type { GivenReview, ReviewsAndRatingsAnswer } from '@oja/contract/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { newCustomer, newGuest } from '../cart/test-helpers.ts';
import { advanceOrder } from '../orders/lifecycle.ts';
import { api, paidWalletOrder } from '../orders/test-helpers.ts';

let t: TestApp;
const app = () => t.app;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const deliver = async (reference: string) => {
  const deps = { db: app().database.db, rates: app().config };
  await advanceOrder(deps, reference, 'shipped');
  await advanceOrder(deps, reference, 'out_for_delivery');
  await advanceOrder(deps, reference, 'delivered');
};

async function itemOf(reference: string, headers: Record<string, string>) {
  const details = await api<OrderDetails>(app(), 'GET', `orders/${reference}`, headers);
  return details.body.data.packages[0]!.items[0]!;
}

const review = (reference: string, item: string, headers: Record<string, string>, body: object) =>
  api<GivenReview>(app(), 'POST', `orders/${reference}/items/${item}/review`, headers, body);

const productReviews = (slug: string) =>
  api<ReviewsAnswer>(app(), 'GET', `products/${slug}/reviews?perPage=100`);

describe('reviews of delivered items', () => {
  it('refuses an item not delivered yet (409)', async () => {
    const order = await paidWalletOrder(app());
    const item = await itemOf(order.reference, order.headers);
    expect(item.can_review).toBe(false);
    const res = await review(order.reference, item.uuid, order.headers, { rating: 5, comment: 'Lovely' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(messages.reviewNotDelivered);
  });

  it('takes one review per product per order, shown on the product page with the new rating', async () => {
    const order = await paidWalletOrder(app());
    await deliver(order.reference);
    const item = await itemOf(order.reference, order.headers);
    expect(item.can_review).toBe(true);
    const before = (await productReviews(order.product.slug)).body.data;

    const res = await review(order.reference, item.uuid, order.headers, {
      rating: 1,
      title: 'Broke in a week',
      comment: 'The strap snapped after seven days.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.message).toBe(messages.reviewSaved);
    expect(res.body.data).toMatchObject({
      rating: 1,
      title: 'Broke in a week',
      comment: 'The strap snapped after seven days.',
      reviewer_name: 'Ada O.',
      order_reference: order.reference,
      product: { uuid: order.product.uuid, slug: order.product.slug },
    });

    const after = (await productReviews(order.product.slug)).body.data;
    expect(after.data.find((r) => r.uuid === res.body.data.uuid)).toMatchObject({
      rating: 1,
      comment: 'The strap snapped after seven days.',
      reviewer_name: 'Ada O.',
    });
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.summary.by_star['1']).toBe(before.summary.by_star['1'] + 1);
    const sum = before.summary.average * before.summary.count + 1;
    expect(after.average_rating).toBeCloseTo(Math.round((sum / (before.summary.count + 1)) * 10) / 10, 0);
    expect(after.average_rating).toBeLessThanOrEqual(before.average_rating);

    const again = await review(order.reference, item.uuid, order.headers, {
      rating: 5,
      comment: 'Changed my mind',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.reviewExists);
    const reviewed = await itemOf(order.reference, order.headers);
    expect(reviewed).toMatchObject({ can_review: false, review: { uuid: res.body.data.uuid, rating: 1 } });

    // The same product bought again, in another order, may be reviewed again.
    const next = await paidWalletOrder(app(), { headers: order.headers, userId: order.userId });
    expect(next.product.id).toBe(order.product.id);
    await deliver(next.reference);
    const nextItem = await itemOf(next.reference, order.headers);
    expect(
      (await review(next.reference, nextItem.uuid, order.headers, { rating: 4, comment: 'Better' })).status,
    ).toBe(201);
  });

  it('two reviews sent together for one item: one is taken', async () => {
    const order = await paidWalletOrder(app());
    await deliver(order.reference);
    const item = await itemOf(order.reference, order.headers);
    const results = await Promise.all(
      [5, 4].map((rating) => review(order.reference, item.uuid, order.headers, { rating, comment: 'Twice' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('checks the stars and the text (422 with the messages)', async () => {
    const order = await paidWalletOrder(app());
    await deliver(order.reference);
    const item = await itemOf(order.reference, order.headers);
    const bad = await review(order.reference, item.uuid, order.headers, { rating: 6, comment: '   ' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      rating: [messages.ratingRequired],
      comment: [messages.reviewCommentRequired],
    });
    const half = await review(order.reference, item.uuid, order.headers, { rating: 4.5, comment: 'ok' });
    expect(half.body.errors).toEqual({ rating: [messages.ratingRequired] });
  });

  it('answers 404 for another customer’s order or an unknown item, 401 for a guest', async () => {
    const order = await paidWalletOrder(app());
    await deliver(order.reference);
    const item = await itemOf(order.reference, order.headers);
    const body = { rating: 5, comment: 'Mine now' };
    const stranger = await review(order.reference, item.uuid, await newCustomer(app()), body);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(messages.orderNotFound);
    const unknown = await review(
      order.reference,
      '00000000-0000-0000-0000-000000000001',
      order.headers,
      body,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.itemNotFound);
    expect((await review(order.reference, item.uuid, await newGuest(app()), body)).status).toBe(401);
  });
});

describe('GET reviews-and-ratings', () => {
  it('lists delivered items still to review and the reviews given, the caller’s only', async () => {
    const order = await paidWalletOrder(app());
    const waiting = await paidWalletOrder(app(), { headers: order.headers, userId: order.userId });
    const shopper = order.headers;
    const empty = await api<ReviewsAndRatingsAnswer>(app(), 'GET', 'reviews-and-ratings', shopper);
    expect(empty.status).toBe(200);
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect(empty.body.data.to_review).toEqual([]);

    await deliver(order.reference);
    const listed = await api<ReviewsAndRatingsAnswer>(app(), 'GET', 'reviews-and-ratings', shopper);
    const item = await itemOf(order.reference, shopper);
    expect(listed.body.data.to_review).toEqual([
      expect.objectContaining({
        order_reference: order.reference,
        item_uuid: item.uuid,
        product: expect.objectContaining({ uuid: order.product.uuid }),
      }),
    ]);
    expect(listed.body.data.to_review.map((i) => i.order_reference)).not.toContain(waiting.reference);
    expect(listed.body.data.reviews.data).toEqual([]);

    const given = await review(order.reference, item.uuid, shopper, { rating: 4, comment: 'Good value' });
    const after = await api<ReviewsAndRatingsAnswer>(app(), 'GET', 'reviews-and-ratings', shopper);
    expect(after.body.data.to_review).toEqual([]);
    expect(after.body.data.reviews.data).toEqual([given.body.data]);
    expect(after.body.data.reviews.pagination.total).toBe(1);

    const stranger = await api<ReviewsAndRatingsAnswer>(
      app(),
      'GET',
      'reviews-and-ratings',
      await newCustomer(app()),
    );
    expect(stranger.body.data).toEqual({
      to_review: [],
      reviews: { data: [], pagination: { page: 1, perPage: 20, total: 0, lastPage: 1 } },
    });
    expect((await api(app(), 'GET', 'reviews-and-ratings', await newGuest(app()))).status).toBe(401);
  });
});
