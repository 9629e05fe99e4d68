import { apiLogin, setSession } from './cart-helpers';
import {
  checkoutAsGuestThenLogIn,
  FAILING_REFUND_CARD,
  guestFillsCart,
  payOnSandbox,
  SUCCESS_CARD,
  saveAddress,
} from './checkout-helpers';
import { expect, type Page, test } from './fixtures';
import { uniqueEmail, verifiedCustomer } from './identity-helpers';
import { cancelOrder, placePaidCardOrder, sandboxEndsRefunds, startSimulatorServer } from './orders-helpers';
import type { OwnServer } from './server-helpers';
import { answerCookieBannerIfShown, nairaOf } from './wallet-helpers';

const PASSWORD = 'Enugu2025';

/** The orders list's card of one order. */
const orderCard = (page: Page, reference: string) =>
  page.getByTestId('order-card').filter({ has: page.getByRole('link', { name: `Order ${reference}` }) });

test('place an order, see it in Orders & Tracking and its details; cancel another before shipping and see the refund', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('orders', info.project.name);
  await verifiedCustomer(request, email, PASSWORD);

  // The first order: a guest's cart, login at checkout, an address, paid by card on the sandbox page.
  await guestFillsCart(page, 1);
  await checkoutAsGuestThenLogIn(page, email, PASSWORD);
  await answerCookieBannerIfShown(page);
  await page.getByRole('button', { name: 'Add address' }).click();
  const editor = page.getByRole('dialog', { name: 'Add a delivery address' });
  await saveAddress(editor);
  await expect(editor).toBeHidden();
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeEnabled();
  const total = (await page
    .getByTestId('checkout-total')
    .filter({ visible: true })
    .first()
    .textContent())!.trim();
  await placeOrder.click();
  await payOnSandbox(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
  const first = (await page.getByTestId('order-reference').textContent())!.trim();

  // A second paid order of the same customer (through the API: checkout itself is checkout.spec's).
  const token = await apiLogin(request, email, PASSWORD);
  const second = await placePaidCardOrder(request, token);

  // Orders & Tracking: both open, newest first, with the spec's status and the money.
  await page.getByRole('link', { name: 'Track my orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders-and-tracking$/);
  await expect(page.getByRole('tab', { name: 'Open orders' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toHaveAttribute('data-reference', second.reference);
  const card = orderCard(page, first);
  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');
  await expect(card).toContainText(total);
  await expect(card).toContainText('Paid by card');
  await expect(card).toContainText('1 item');

  // Its details: the package and its item, every charge, the delivery and the payment.
  await card.getByRole('link', { name: `Order ${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/order/${first}$`));
  await expect(page.getByTestId('order-reference')).toHaveText(first);
  await expect(page.getByTestId('order-package')).toHaveCount(1);
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByTestId('charge-transaction_charge')).toBeVisible();
  await expect(page.getByTestId('delivery-window')).toContainText(
    /(on or before|between) \w{3}, \d{1,2} \w{3}/,
  );
  await expect(page.getByTestId('order-address')).toContainText('14 Adeola Odeku Street');
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByRole('link', { name: 'Cancel order' })).toBeVisible();

  // Cancel the second order before it ships: a reason, then the refund to the card.
  await page.goto(`/account/order/${second.reference}`);
  await page.getByRole('link', { name: 'Cancel order' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/cancel-order\\?reference=${second.reference}$`));
  await expect(page.getByTestId('refund-preview')).toContainText(
    `${nairaOf(Math.round(second.total * 100))} goes back to your card`,
  );
  await page.getByRole('radio', { name: 'I changed my mind' }).check();
  await page.getByLabel('Anything else we should know? (optional)').fill('Ordered it twice');
  await page.getByRole('button', { name: 'Cancel order' }).click();

  await expect(page).toHaveURL(new RegExp(`/account/order-cancelled\\?reference=${second.reference}$`));
  await expect(page.getByRole('heading', { name: 'Your order has been cancelled' })).toBeVisible();
  await expect(page.getByTestId('refund-text')).toContainText(
    new RegExp(
      `${nairaOf(Math.round(second.total * 100)).replace(/[.$]/g, '\\$&')} (is on its way|was sent) back to your card`,
    ),
  );
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText('Cancelled');
  await expect(page.getByTestId('cancelled-notice')).toContainText(
    'Reason: I changed my mind: Ordered it twice',
  );
  // The gateway has not processed the refund yet (the e2e sandbox ends refunds only when asked).
  await expect(page.getByTestId('payment-status')).toHaveText('Refund in progress');
  await expect(page.getByRole('link', { name: 'Cancel order' })).toHaveCount(0);

  // It moved to the closed tab; the first order is still open.
  await page.goto('/account/orders-and-tracking?tab=closed');
  await expect(orderCard(page, second.reference).getByTestId('order-status')).toHaveText('Cancelled');
  await expect(orderCard(page, first)).toHaveCount(0);
});

test('a card refund is in progress, then refunded when the gateway’s event arrives; a refund that fails is told', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('refunds', info.project.name);
  await verifiedCustomer(request, email, PASSWORD);
  const token = await apiLogin(request, email, PASSWORD);
  const paid = await placePaidCardOrder(request, token);
  const amount = nairaOf(Math.round(paid.total * 100));
  await page.goto('/');
  await setSession(page, token);

  // Cancelled on its page: the refund is in progress, not yet "sent back".
  await page.goto(`/account/order/${paid.reference}`);
  await answerCookieBannerIfShown(page);
  await page.getByRole('link', { name: 'Cancel order' }).click();
  await page.getByRole('radio', { name: 'I changed my mind' }).check();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order has been cancelled' })).toBeVisible();
  await expect(page.getByTestId('refund-text')).toContainText(
    `Refund in progress: ${amount} is on its way back to your card`,
  );
  await page.getByRole('link', { name: 'View order' }).click();
  const notice = page.getByTestId('cancelled-notice');
  await expect(notice.getByTestId('refund-text')).toHaveAttribute('data-refund-status', 'pending');
  await expect(notice).toContainText('Refund in progress');
  await expect(page.getByTestId('payment-status')).toHaveText('Refund in progress');

  // The gateway processes it; its refund.processed webhook reaches the shop.
  await sandboxEndsRefunds(request);
  await page.reload();
  await expect(notice.getByTestId('refund-text')).toHaveAttribute('data-refund-status', 'processed');
  await expect(notice).toContainText(
    new RegExp(`${amount.replace(/[.$]/g, '\\$&')} was refunded to your card on \\d{1,2} \\w{3} \\d{4}`),
  );
  await expect(page.getByTestId('payment-status')).toHaveText('Refunded');

  // Paid with the card whose refunds fail: the shopper is told why, and what happens next.
  const failing = await placePaidCardOrder(request, token, 1, FAILING_REFUND_CARD);
  await cancelOrder(request, token, failing.reference, 'I changed my mind');
  await sandboxEndsRefunds(request);
  await page.goto(`/account/order/${failing.reference}`);
  const failed = page.getByTestId('cancelled-notice').getByTestId('refund-text');
  await expect(failed).toHaveAttribute('data-refund-status', 'failed');
  await expect(failed).toContainText(
    'We could not refund your card: the card account is closed, so the bank could not take the refund.',
  );
  await expect(failed).toContainText(
    'We will try again shortly and tell you how it goes. The money is still yours.',
  );
  await expect(page.getByTestId('payment-status')).toHaveText('Refund failed');
  // And /order-complete for that order says the same, not "refunded".
  await page.goto(`/order-complete?reference=${failing.reference}`);
  await expect(page.getByRole('heading', { name: 'We could not refund your card' })).toBeVisible();
});

test.describe('with the order simulator', () => {
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startSimulatorServer(3);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('package history grows as the order moves; a delivered item is reviewed and shows on the product page', async ({
    page,
    playwright,
  }, info) => {
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL: server.url });
    const email = uniqueEmail('tracking', info.project.name);
    await verifiedCustomer(request, email, PASSWORD);
    const token = await apiLogin(request, email, PASSWORD);
    const { reference } = await placePaidCardOrder(request, token);
    await request.dispose();

    // A guarded page: the login modal, then back to the package history.
    await page.goto(`${server.url}/account/order/${reference}/package-history`);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email address or phone number').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/order/${reference}/package-history$`));
    await answerCookieBannerIfShown(page);

    const events = page.getByTestId('history-event');
    await expect(page.getByRole('heading', { name: 'Package history' })).toBeVisible();
    await expect(page.getByTestId('package-history').getByText('Payment received')).toBeVisible();
    const seen = await events.count();
    expect(seen).toBeGreaterThanOrEqual(2);

    // The simulator moves it along (every 3 s, so a busy machine may see several steps at once);
    // Refresh asks again (the page also does every 30 s) and the history grows by a shipped step.
    // A delivered order has no Refresh: the page stops asking.
    const refresh = async () => {
      const button = page.getByRole('button', { name: 'Refresh' });
      if (await button.isVisible()) await button.click();
    };
    await expect(async () => {
      await refresh();
      await expect(events.and(page.locator('[data-status="shipped"]'))).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(async () => {
      await refresh();
      await expect(events.first()).toHaveAttribute('data-status', 'delivered', { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(events).toHaveCount(5);
    await expect(page.getByTestId('order-status').first()).toHaveText('Delivered');

    // Reviews and Ratings: the delivered item waits for its review.
    await page.goto(`${server.url}/account/reviews-and-ratings`);
    const item = page.getByTestId('item-to-review');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(reference);
    const productName = (await item.getByRole('link').first().textContent())!.trim();
    await item.getByRole('link', { name: /^Rate this product/ }).click();
    await expect(page).toHaveURL(/\/account\/reviews-and-ratings\/rate-product\/[\w-]+\?order=/);

    const comment = `Arrived well packed, works as described (${info.project.name}).`;
    await page.getByRole('radio', { name: '4 stars, Very good' }).check();
    await page.getByLabel('Title (optional)').fill('Good value');
    await page.getByLabel('Your review').fill(comment);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByTestId('review-thanks')).toContainText('Thank you for your review');

    // The review shows on the product page.
    await page.getByRole('link', { name: 'See your review on the product page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews).toContainText(comment);
    await expect(reviews).toContainText('Good value');

    // And among the reviews given, with nothing left to review.
    await page.goto(`${server.url}/account/reviews-and-ratings?tab=given`);
    await expect(page.getByTestId('given-review')).toContainText(comment);
    await expect(page.getByRole('tab', { name: /To review/ })).toContainText('0');
  });
});
