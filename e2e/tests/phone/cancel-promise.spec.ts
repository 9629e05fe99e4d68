import { apiLogin, newCustomer, setSession } from '../cart-helpers';
import { expect, test } from '../fixtures';
import { call, placePaidCardOrder } from '../orders-helpers';

const naira = (amount: number) =>
  `₦${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Issue 54, item 2, on a phone: a card order that saved into Spend and Save, part of the savings
 * moved to the main wallet, then the cancel page. What the page promises before the cancel is what
 * the cancel sends back, and the page says why it is less than the order's total.
 */
test('the cancel page promises what the cancel pays, and names the savings already moved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await newCustomer(request);
  const token = await apiLogin(request, shopper.email, shopper.password);
  await call(request, token, 'PUT', 'spend-and-save-wallet/settings', { enabled: true, percentage: 10 });
  const order = await placePaidCardOrder(request, token);
  const saved = await call(request, token, 'GET', 'spend-and-save-wallet');
  const savings = Number(saved.balance);
  expect(savings).toBeGreaterThan(1);
  // Half of the order's savings moved to the main wallet before the cancel (PIN first).
  await call(request, token, 'POST', 'wallet/pin', { new_pin: '4831' });
  const moved = Math.floor(savings / 2);
  await call(request, token, 'POST', 'spend-and-save-wallet/withdraw', { amount: moved, pin: '4831' });
  const promised = Math.round((order.total - moved) * 100) / 100;

  await page.goto('/');
  await setSession(page, token);
  await page.goto(`/account/cancel-order?reference=${order.reference}`);
  const promise = page.getByTestId('refund-preview');
  await expect(promise).toContainText(`${naira(promised)} goes back to your card.`);
  await expect(promise).toContainText(
    `${naira(moved)} of this order's Spend and Save savings is already in your main wallet, so it stays with you`,
  );
  await page.getByRole('radio', { name: 'I changed my mind' }).check();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order has been cancelled' })).toBeVisible();
  const details = await call(request, token, 'GET', `orders/${order.reference}`);
  expect(details.refunds.map((refund: { amount: number }) => refund.amount)).toEqual([promised]);
  await expect(page.getByTestId('refund-text')).toContainText(naira(promised));
});
