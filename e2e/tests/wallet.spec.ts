import { payOnSandbox, SUCCESS_CARD } from './checkout-helpers';
import { expect, test } from './fixtures';
import { uniqueEmail, verifiedCustomer } from './identity-helpers';
import {
  addAddressAtCheckout,
  checkoutTotalKobo,
  customerFillsCart,
  koboOf,
  logInAt,
  nairaOf,
  walletBalanceKobo,
} from './wallet-helpers';

const PASSWORD = 'Enugu2025';
const PIN = '2580';

test('fund the wallet by card, create a PIN, pay an order by wallet and see the balance and history', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('wallet', info.project.name);
  await verifiedCustomer(request, email, PASSWORD);
  await logInAt(page, '/account/wallet/emart-wallet', email, PASSWORD);

  // A new wallet: nothing in it, no history, no PIN yet.
  expect(await walletBalanceKobo(page)).toBe(0);
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create PIN' })).toBeVisible();

  // A cart and an address: the wallet cannot pay yet and says what the order needs.
  await customerFillsCart(page, 1);
  await page.goto('/checkout');
  await addAddressAtCheckout(page);
  const wallet = page.getByRole('radio', { name: /Oja Wallet/ });
  await expect(wallet).toBeDisabled();
  const needs = page.getByTestId('wallet-option-balance');
  await expect(needs).toContainText('Balance ₦0.00');
  await expect(needs).toContainText('this order needs ₦');
  const orderKobo = koboOf((await needs.textContent())!.split('needs')[1]!);

  // Add exactly enough (whole naira, at least NGN 100) by card on the sandbox page.
  const fundKobo = Math.max(10_000, Math.ceil(orderKobo / 100) * 100);
  await page.getByRole('link', { name: 'Add money to your wallet' }).click();
  await expect(page).toHaveURL(/\/account\/wallet\/emart-wallet$/);
  await page.getByLabel('Amount').fill(String(fundKobo / 100));
  await page.getByRole('button', { name: `Add ${nairaOf(fundKobo)}` }).click();
  await expect(page.getByRole('region', { name: 'Payment summary' })).toContainText(nairaOf(fundKobo));
  await payOnSandbox(page, SUCCESS_CARD);

  // Back on the wallet page: the funding is confirmed, the address bar cleaned, the money in.
  await expect(page.getByTestId('funding-notice')).toContainText(`${nairaOf(fundKobo)} added to your wallet`);
  await expect(page).toHaveURL(/\/account\/wallet\/emart-wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText(nairaOf(fundKobo));
  const funded = page.getByTestId('wallet-transaction').first();
  await expect(funded).toContainText('Money added by card');
  await expect(funded.getByTestId('wallet-transaction-amount')).toContainText(`+${nairaOf(fundKobo)}`);
  await expect(funded).toContainText(`Balance ${nairaOf(fundKobo)}`);

  // Create the PIN in the access modal (state 5), from the balance card.
  await page.getByRole('link', { name: 'Create PIN' }).click();
  const modal = page.getByRole('dialog', { name: 'Wallet PIN settings' });
  await expect(modal.getByLabel('New PIN', { exact: true })).toBeFocused();
  await modal.getByLabel('New PIN', { exact: true }).fill(PIN);
  await modal.getByLabel('Confirm new PIN').fill(PIN);
  await modal.getByRole('button', { name: 'Create PIN' }).click();
  await expect(modal.getByText('PIN created successfully')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('link', { name: 'Reset PIN' })).toBeVisible();

  // Pay by wallet: no card charge, the PIN asked; a wrong PIN says how many tries are left.
  await page.goto('/checkout');
  await expect(wallet).toBeEnabled();
  const priced = page.waitForResponse(
    (res) => res.url().includes('/checkout/summary') && res.url().includes('payment_mode=wallet'),
  );
  await wallet.check();
  await priced;
  await expect(page.getByTestId('summary-transaction_charge')).toHaveCount(0);
  const totalKobo = await checkoutTotalKobo(page);
  expect(totalKobo).toBe(orderKobo);
  const pin = page.getByLabel('Wallet PIN');
  await pin.fill('1111');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByText('Incorrect PIN. You have 4 tries left before your PIN is locked.'),
  ).toBeVisible();
  await pin.fill(PIN);
  await page.getByRole('button', { name: 'Place order' }).click();

  // Paid at once: straight to the order, no gateway.
  await expect(page).toHaveURL(/\/order-complete\?reference=OJA-[A-Z0-9]{8}$/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
  const orderReference = (await page.getByTestId('order-reference').textContent())!.trim();

  // The wallet paid it: the balance fell by the total and the history says what for.
  await page.goto('/account/wallet/emart-wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(nairaOf(fundKobo - totalKobo));
  const paid = page.getByTestId('wallet-transaction').first();
  await expect(paid).toContainText(`Payment for order ${orderReference}`);
  await expect(paid.getByTestId('wallet-transaction-amount')).toContainText(`−${nairaOf(totalKobo)}`);
  await expect(paid).toContainText(`Balance ${nairaOf(fundKobo - totalKobo)}`);
  await expect(page.getByTestId('wallet-transaction')).toHaveCount(2);
});

test('Spend and Save on: its charge is in the checkout total and the saving lands in its wallet', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('saver', info.project.name);
  await verifiedCustomer(request, email, PASSWORD);
  await logInAt(page, '/account/wallet/spend-and-save', email, PASSWORD);

  // Off at first; switching it on with 10% says what it does.
  const toggle = page.getByRole('switch', { name: 'Spend and Save' });
  await expect(toggle).not.toBeChecked();
  await page.getByRole('button', { name: '10%' }).click();
  await toggle.click();
  const notice = page.getByRole('dialog', { name: 'Spend and Save is on' });
  await expect(notice).toContainText('10% of each cart total is added at checkout');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await expect(toggle).toBeChecked();

  // Checkout adds 10% of the cart total as its own line, inside the total.
  await customerFillsCart(page, 1);
  await page.goto('/checkout');
  await addAddressAtCheckout(page);
  const cartTotal = koboOf((await page.getByTestId('summary-cart_total').textContent())!);
  const charge = page.getByTestId('summary-spend_and_save_charge');
  await expect(charge).toContainText(nairaOf(Math.round(cartTotal / 10)));
  const chargeKobo = koboOf((await charge.textContent())!);
  await expect(page.getByTestId('spend-and-save-note')).toContainText(nairaOf(chargeKobo));
  const totalKobo = await checkoutTotalKobo(page);
  const parts = await Promise.all(
    ['cart_total', 'delivery_fee', 'transaction_charge', 'spend_and_save_charge'].map(async (key) =>
      koboOf((await page.getByTestId(`summary-${key}`).textContent())!),
    ),
  );
  expect(parts.reduce((sum, part) => sum + part, 0)).toBe(totalKobo);

  // Paid by card: the saving is credited to the Spend and Save wallet.
  await page.getByRole('button', { name: 'Place order' }).click();
  await payOnSandbox(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
  const orderReference = (await page.getByTestId('order-reference').textContent())!.trim();

  await page.goto('/account/wallet/spend-and-save');
  await expect(page.getByTestId('wallet-balance')).toHaveText(nairaOf(chargeKobo));
  const saved = page.getByTestId('wallet-transaction').first();
  await expect(saved).toContainText(`Saved from order ${orderReference}`);
  await expect(saved.getByTestId('wallet-transaction-amount')).toContainText(`+${nairaOf(chargeKobo)}`);

  // Switching it off says so too.
  await toggle.click();
  const off = page.getByRole('dialog', { name: 'Spend and Save is off' });
  await expect(off).toContainText(`Your savings of ${nairaOf(chargeKobo)} stay in this wallet`);
  await off.getByRole('button', { name: 'Got it' }).click();
  await expect(toggle).not.toBeChecked();
});
