import {
  checkoutAsGuestThenLogIn,
  DECLINED_CARD,
  guestFillsCart,
  payOnSandbox,
  SUCCESS_CARD,
  saveAddress,
} from './checkout-helpers';
import { expect, type Page, test } from './fixtures';
import { uniqueEmail, verifiedCustomer } from './identity-helpers';

const PASSWORD = 'Enugu2025';

/** A fresh customer (other tests use the demo account), a guest cart, login, address and courier. */
async function readyToPlaceOrder(page: Page, request: Parameters<typeof verifiedCustomer>[0], email: string) {
  await verifiedCustomer(request, email, PASSWORD);
  await guestFillsCart(page, 2);
  await checkoutAsGuestThenLogIn(page, email, PASSWORD);

  // The merged cart: the guest's two lines are now the customer's.
  await expect(page.getByTestId('checkout-package').first()).toBeVisible();
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeDisabled();

  await page.getByRole('button', { name: 'Add address' }).click();
  const editor = page.getByRole('dialog', { name: 'Add a delivery address' });
  await saveAddress(editor);
  await expect(page.getByText('Info updated')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('delivery-address')).toContainText('14 Adeola Odeku Street');

  // Couriers come with their dates; pick the second one and wait for the server's new figures.
  const couriers = page.getByTestId('courier-options').getByRole('radio');
  await expect(couriers.first()).toBeChecked();
  expect(await couriers.count()).toBeGreaterThan(1);
  await expect(page.getByTestId('courier-options')).toContainText(
    /Delivered (on or before|between) \w{3}, \d{1,2} \w{3}/,
  );
  // Each courier's own estimate beside its dates.
  await expect(page.getByTestId('courier-eta').first()).toHaveText(
    /^\d+( - \d+)? working days? · Delivered /,
  );
  const priced = page.waitForResponse(
    (res) => res.url().includes('/checkout/summary') && res.url().includes('courier_id='),
  );
  await couriers.nth(1).check();
  await priced;
  await expect(couriers.nth(1)).toBeChecked();
  await expect(placeOrder).toBeEnabled();
  const total = (await page
    .getByTestId('checkout-total')
    .filter({ visible: true })
    .first()
    .textContent())!.trim();
  expect(total).toMatch(/^₦[\d,]+\.\d{2}$/);
  return { placeOrder, total };
}

test('a guest fills a cart, logs in, sets an address, picks a courier and pays by card', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const { placeOrder, total } = await readyToPlaceOrder(
    page,
    request,
    uniqueEmail('payer', info.project.name),
  );

  await placeOrder.click();
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  // The gateway charges exactly the total the shopper saw.
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText(total);
  await payOnSandbox(page, SUCCESS_CARD);

  await expect(page).toHaveURL(/\/order-complete\?reference=OJA-[A-Z0-9]{8}-P1/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
  await expect(page.getByTestId('order-reference')).toHaveText(/^OJA-[A-Z0-9]{8}$/);
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await expect(page.getByText('14 Adeola Odeku Street', { exact: false })).toBeVisible();

  // The order emptied the cart.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Until when an order's items are held, on a Lagos clock (UTC+1 all year), worked out here rather
 * than by the app: '9:05 pm' when the hold ends on the day the order was placed, else with its
 * date, '27 Nov 2026, 12:06 am' (an order placed late in the evening).
 */
function lagosHoldUntil(expiresAt: string, createdAt: string): string {
  const lagos = (iso: string) => new Date(Date.parse(iso) + 3_600_000);
  const at = lagos(expiresAt);
  const hour = at.getUTCHours();
  const clock = `${hour % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  const sameDay = at.toISOString().slice(0, 10) === lagos(createdAt).toISOString().slice(0, 10);
  return sameDay ? clock : `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${clock}`;
}

test.describe('on a phone set to another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a declined card comes back as failed, held until a Lagos time, and offers Pay again', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const { placeOrder } = await readyToPlaceOrder(page, request, uniqueEmail('declined', info.project.name));

    await placeOrder.click();
    await payOnSandbox(page, DECLINED_CARD);
    await expect(page.getByRole('alert')).toContainText('Payment declined');
    const verified = page.waitForResponse((res) => res.url().includes('/payments/verify'));
    await page.getByRole('button', { name: 'Cancel payment' }).click();

    await expect(page).toHaveURL(/\/order-complete\?reference=OJA-[A-Z0-9]{8}-P1/);
    await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
    // The gateway's last word on the payment (after a decline and a cancel, the cancel's).
    await expect(page.getByTestId('order-outcome')).toContainText(/Reason: \w+/);
    // Until when the items are held, on Lagos clocks, not the phone's.
    const { expires_at, created_at } = (await (await verified).json()).data as {
      expires_at: string;
      created_at: string;
    };
    await expect(page.getByTestId('order-outcome')).toContainText(
      `Your items are held for you until ${lagosHoldUntil(expires_at, created_at)}.`,
    );

    // Pay again opens a new payment of the same order, which the good card then settles.
    await page.getByRole('button', { name: 'Pay again' }).click();
    await payOnSandbox(page, SUCCESS_CARD);
    await expect(page).toHaveURL(/\/order-complete\?reference=OJA-[A-Z0-9]{8}-P2/);
    await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
  });
});
