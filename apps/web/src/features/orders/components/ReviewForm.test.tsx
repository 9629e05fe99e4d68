import { messages } from '@oja/contract/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import OrderReview from '../routes/OrderReview';
import RateProduct from '../routes/RateProduct';
import { type Call, delivered, ITEM_UUID, PRODUCT_UUID, renderPage, stubApi } from '../test-fixtures';

const RATE_PATTERN = '/account/reviews-and-ratings/rate-product/:id';
const RATE_PATH = `/account/reviews-and-ratings/rate-product/${PRODUCT_UUID}?order=OJA-PSJ9AS0G`;
let calls: Call[];

/** The order once the iPhone is reviewed. */
function reviewed() {
  const order = delivered();
  const [first, ...rest] = order.packages;
  const [item] = first!.items;
  return {
    ...order,
    packages: [
      {
        ...first!,
        items: [
          {
            ...item!,
            can_review: false,
            review: { uuid: '22222222-2222-4222-8222-222222222222', rating: 5 },
          },
        ],
      },
      ...rest,
    ],
  };
}

beforeEach(() => {
  startSession('customer-token');
  let sent = false;
  calls = stubApi((call) => {
    if (call.path === 'orders/OJA-PSJ9AS0G') return { data: sent ? reviewed() : delivered() };
    if (call.path === `orders/OJA-PSJ9AS0G/items/${ITEM_UUID}/review`) {
      sent = true;
      const body = call.body as { rating: number; comment: string; title?: string };
      return {
        status: 201,
        message: messages.reviewSaved,
        data: {
          uuid: '22222222-2222-4222-8222-222222222222',
          rating: body.rating,
          title: body.title ?? null,
          comment: body.comment,
          reviewer_name: 'Ada O.',
          created_at: '2026-11-24T10:00:00.000Z',
          order_reference: 'OJA-PSJ9AS0G',
          product: {
            uuid: PRODUCT_UUID,
            name: 'Apple iPhone 15 256GB',
            slug: 'apple-iphone-15-256gb-803',
            thumbnail: null,
          },
        },
      };
    }
    return { status: 404 };
  });
});

describe('Rating a delivered product', () => {
  it('is a radio group of five stars that arrows move through', async () => {
    renderPage(<RateProduct />, RATE_PATH, RATE_PATTERN);
    const group = await screen.findByRole('group', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-invalid'))).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: '4 stars, Very good' })).not.toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '3 stars, Good' }));
    expect(within(group).getByRole('radio', { name: '3 stars, Good' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  });

  it('asks for stars and words first, then sends the review and links to the product page', async () => {
    renderPage(<RateProduct />, RATE_PATH, RATE_PATTERN);
    await screen.findByRole('group', { name: 'Your rating' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText(messages.ratingRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.reviewCommentRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
    await userEvent.type(screen.getByLabelText('Title (optional)'), 'Worth it');
    await userEvent.type(screen.getByLabelText('Your review'), 'Fast delivery, sealed box, great camera.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    const thanks = await screen.findByTestId('review-thanks');
    expect(thanks).toHaveTextContent(messages.reviewSaved);
    expect(within(thanks).getByRole('img', { name: '5.0 out of 5 stars' })).toBeInTheDocument();
    expect(within(thanks).getByRole('link', { name: 'See your review on the product page' })).toHaveAttribute(
      'href',
      '/product/apple-iphone-15-256gb-803',
    );
    // The order is asked again (now reviewed): the thanks stay on screen.
    await expect.poll(() => calls.filter((call) => call.path === 'orders/OJA-PSJ9AS0G').length).toBe(2);
    expect(screen.getByTestId('review-thanks')).toHaveTextContent(messages.reviewSaved);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      rating: 5,
      title: 'Worth it',
      comment: 'Fast delivery, sealed box, great camera.',
    });
  });

  it('order review lists a form for each delivered item', async () => {
    renderPage(<OrderReview />, '/account/order/OJA-PSJ9AS0G/review', '/account/order/:reference/review');
    const items = await screen.findAllByTestId('order-review-item');
    expect(items).toHaveLength(2);
    expect(
      within(items[1]!).getByRole('form', { name: 'Review Binatone Electric Kettle 1.7L' }),
    ).toBeInTheDocument();
  });
});
