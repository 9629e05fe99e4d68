import { fillAddress, headerNotifications, toast } from './account-helpers';
import { payOnSandbox, SUCCESS_CARD } from './checkout-helpers';
import { expect, test } from './fixtures';
import { linkPath, newestMail, uniqueEmail, verifiedCustomer } from './identity-helpers';
import {
  addAddressAtCheckout,
  answerCookieBannerIfShown,
  customerFillsCart,
  logInAt,
} from './wallet-helpers';

const PASSWORD = 'Enugu2025';

const LAGOS = {
  street: '14 Adeola Odeku Street, Victoria Island',
  region: 'Lagos',
  postal: '101241',
  phone: '08031234567',
};
const ABUJA = {
  street: 'Plot 5, Aminu Kano Crescent, Wuse 2',
  region: 'Federal Capital Territory',
  postal: '900288',
  phone: '08098765432',
};

test('the address book: add two addresses, set the primary, delete it; the account home shows the rest', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('addresses', info.project.name);
  await verifiedCustomer(request, email, PASSWORD);
  await logInAt(page, '/account/address-book', email, PASSWORD);

  // An empty book: the first address is the delivery address without being asked.
  await expect(page.getByText('No addresses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await fillAddress(dialog, LAGOS);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Info updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('primary-badge')).toBeVisible();

  // A second one, not primary; then made primary from its card.
  await page.getByRole('button', { name: 'Add a new address' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a new address' });
  await fillAddress(dialog, ABUJA);
  await expect(dialog.getByRole('checkbox', { name: /Make this my primary address/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText(ABUJA.street);
  await expect(cards.nth(1)).toHaveAttribute('data-primary', 'false');

  await page.getByRole('button', { name: `Set ${ABUJA.street} as primary` }).click();
  await expect(toast(page, 'Primary address updated')).toBeVisible();
  await expect(cards.first()).toContainText(ABUJA.street);
  await expect(cards.first()).toHaveAttribute('data-primary', 'true');

  // Deleting the primary: the dialog says what happens, and the other address takes its place.
  await page.getByRole('button', { name: `Delete ${ABUJA.street}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText('will become your delivery address');
  await confirm.getByRole('button', { name: 'Delete address' }).click();
  await expect(toast(page, 'Address deleted')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(LAGOS.street);
  await expect(cards.first()).toHaveAttribute('data-primary', 'true');

  // The account home: name and email, the three balances (a new customer's are zero), the address.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Ngozi Okeke' })).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByTestId('wallet-tile-amount')).toHaveText(['₦0.00', '₦0.00', '0 coins']);
  await expect(page.getByTestId('primary-address')).toContainText(LAGOS.street);
  await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute(
    'href',
    '/account?modal=change-password',
  );
});

test('the newsletter choice is kept after a reload, and opting out too', async ({ page, request }, info) => {
  const email = uniqueEmail('letters', info.project.name);
  await verifiedCustomer(request, email, PASSWORD);
  await logInAt(page, '/account/newsletter-preference', email, PASSWORD);

  const status = page.getByTestId('newsletter-status');
  await expect(status).toHaveText('You are not receiving the Oja newsletter.');
  await page.getByText('Send me the Oja newsletter').click();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByText('Flash sales', { exact: true }).click();
  await page.getByText('Phones & Tablets', { exact: true }).click();
  await page.getByText('Daily', { exact: true }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(toast(page, 'Your newsletter preferences have been saved')).toBeVisible();

  await page.reload();
  await expect(status).toHaveText(
    'You receive the newsletter daily, about Flash sales and Phones & Tablets.',
  );
  await expect(page.getByRole('checkbox', { name: 'Flash sales' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Fashion' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Daily/ })).toBeChecked();

  await page.getByText('No newsletter, thanks').click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(toast(page, 'You will no longer receive our newsletter')).toBeVisible();
  await page.reload();
  await expect(status).toHaveText('You are not receiving the Oja newsletter.');
  await expect(page.getByRole('radio', { name: /No newsletter, thanks/ })).toBeChecked();
});

test('a guest subscribes from the footer, and is subscribed only after opening the mailed link', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('footer', info.project.name);
  await page.goto('/');
  await answerCookieBannerIfShown(page);
  const footer = page.getByRole('contentinfo');
  const field = footer.getByLabel('Email address for the newsletter');
  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  const checkEmail = 'Check your email: we sent a link to confirm your subscription';
  await expect(toast(page, checkEmail)).toBeVisible();
  await expect(footer.getByRole('status')).toContainText(`${checkEmail} (${email}).`);
  // Double opt-in: the mail asks first; the link's page confirms, once.
  const ask = await newestMail(request, email, /Confirm your Oja newsletter subscription/);
  await page.goto(linkPath(ask, 'newsletter/confirm'));
  await expect(page.getByText(`You are subscribed to our newsletter (${email}).`)).toBeVisible();
  await expect(page).toHaveURL(/\/newsletter\/confirm$/);
  const welcome = await newestMail(request, email, /subscribed to the Oja newsletter/);
  expect(welcome.links.some((link) => link.endsWith('/account/newsletter-preference'))).toBe(true);
});

test('a paid order brings a notification, counted in the header and the menu, that can be marked read', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const isMobile = info.project.name === 'phone';
  const email = uniqueEmail('notices', info.project.name);
  await verifiedCustomer(request, email, PASSWORD);
  await logInAt(page, '/account/notifications', email, PASSWORD);
  await expect(page.getByText('No notifications yet')).toBeVisible();

  await customerFillsCart(page, 1);
  await page.goto('/checkout');
  await addAddressAtCheckout(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await payOnSandbox(page, SUCCESS_CARD);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
  const reference = (await page.getByTestId('order-reference').textContent())!.trim();

  // The header counts it on every page; the side menu (or the phone's chips) beside Notifications.
  await page.goto('/account/notifications');
  await expect(headerNotifications(page, isMobile)).toHaveAccessibleName(/1 unread notification$/);
  await expect(page.getByTestId('menu-unread-badge').filter({ visible: true })).toHaveText(/^1/);

  const notice = page.getByTestId('notification').filter({ hasText: 'Order confirmed' });
  await expect(notice).toHaveAttribute('data-unread', 'true');
  await expect(notice).toContainText(reference);
  await expect(notice.getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    `/account/order/${reference}`,
  );
  await notice.getByRole('button', { name: 'Mark as read: Order confirmed' }).click();
  await expect(notice).toHaveAttribute('data-unread', 'false');
  await expect(page.getByTestId('unread-summary')).toHaveText('You have read everything.');
  await expect(page.getByTestId('menu-unread-badge')).toHaveCount(0);
  await expect(headerNotifications(page, isMobile)).toHaveAccessibleName(
    isMobile ? 'Notifications' : 'Account',
  );

  // The order mail's copy waits in the inbox; opening it marks it read.
  await page.goto('/account/inbox');
  const message = page
    .getByTestId('inbox-message')
    .filter({ hasText: `Your order ${reference} is confirmed` });
  await expect(message).toHaveAttribute('data-unread', 'true');
  await message.click();
  await expect(page.getByTestId('inbox-message-view')).toContainText('Thank you for shopping with Oja.');
  // Phones show the message in place of the list, wide screens beside it.
  if (isMobile) await page.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(message).toHaveAttribute('data-unread', 'false');
});
