import { headerNotifications } from './account-helpers';
import { apiLogin, newCustomer, setSession } from './cart-helpers';
import { type APIRequestContext, expect, test } from './fixtures';
import { call, placeCardCheckout } from './orders-helpers';

type Card = {
  uuid: string;
  slug: string;
  name: string;
  type: string;
  quantity: number;
  selling_price: number;
};

/** A seeded product with only a few units left, so that one order takes them all. */
async function lowStockProduct(request: APIRequestContext): Promise<Card> {
  for (let page = 1; page <= 20; page++) {
    const list = await request.get(`/api/v1/products?page=${page}&perPage=50`);
    const cards = (await list.json()).data.data as Card[];
    const found = cards.find(
      (card) => card.type === 'product' && card.selling_price > 0 && card.quantity >= 1 && card.quantity <= 5,
    );
    if (found) return found;
  }
  throw new Error('no seeded product with 1 to 5 units left');
}

/**
 * Back in stock, end to end on the real server: no operator command can reach the browser tests'
 * database while their server holds it, so the product comes back the way a shop sees it happen on
 * its own: another shopper orders the last units (a card order holds them until paid) and cancels.
 * Price drops take the operator command only; the API tests cover them on both engines.
 */
test('a saved item that sold out and is back in stock notifies its saver, who opens it', async ({
  page,
  request,
  isMobile,
}) => {
  // Two sign-ups, an order and a cancel besides the pages, and the alert job's minute (ADR 0074).
  test.setTimeout(240_000);
  const product = await lowStockProduct(request);
  const saver = await newCustomer(request);
  await page.goto('/');
  const saverToken = await apiLogin(request, saver.email, saver.password);
  await setSession(page, saverToken);
  await page.goto(`/product/${product.slug}`);
  await page
    .getByRole('button', { name: `Save ${product.name}` })
    .first()
    .click();
  await expect(page.getByText('Saved item successfully')).toBeVisible();

  // Another shopper takes every unit, then cancels before paying: the units come back.
  const buyer = await newCustomer(request);
  const token = await apiLogin(request, buyer.email, buyer.password);
  await call(request, token, 'POST', 'cart/add', { slug: product.slug, quantity: product.quantity });
  const { placed } = await placeCardCheckout(request, token);
  const soldOut = (await (await request.get(`/api/v1/products/${product.slug}`)).json()).data as Card;
  expect(soldOut.quantity).toBe(0);
  await call(request, token, 'POST', `orders/${placed.reference}/cancel`, { reason: 'Changed my mind' });

  // The savers are told by a job after the cancel's commit, scheduled every minute (ADR 0074).
  await expect
    .poll(async () => (await call(request, saverToken, 'GET', 'notifications?unread=true')).unread_count, {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe(1);

  // The saver sees it counted in the header and listed, and opens the product from it.
  await page.goto('/account/notifications');
  await expect(headerNotifications(page, isMobile)).toHaveAccessibleName(/1 unread notification$/);
  const notice = page.getByTestId('notification').filter({ hasText: `Back in stock: ${product.name}` });
  await expect(notice).toHaveAttribute('data-unread', 'true');
  await expect(notice).toContainText('From your saved items');
  await notice.getByRole('link', { name: 'View product' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.goto('/account/notifications');
  await expect(
    page.getByTestId('notification').filter({ hasText: `Back in stock: ${product.name}` }),
  ).toHaveAttribute('data-unread', 'false');
});
