import {
  checkoutAsGuestThenLogIn,
  guestFillsCart,
  payOnSandbox,
  SUCCESS_CARD,
  saveAddress,
} from './checkout-helpers';
import { serviceWorkerReady } from './engagement-helpers';
import { expect, type Page, test } from './fixtures';
import { openLoginVia, uniqueEmail, verifiedCustomer } from './identity-helpers';

/**
 * Every page of the shop under its Content-Security-Policy in Chromium: the app (client and
 * server-rendered pages), the API docs, the dev mailbox and the Paystack sandbox's hosted page.
 * A `securitypolicyviolation` event in any document, or Chromium's console saying it refused
 * something or could not read a policy header, fails the test with the page and the directive.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('ojaReportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { ojaReportViolation(text: string): void }).ojaReportViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    // The Permissions-Policy too: a feature Chromium does not know is a console warning on every
    // page ("Error with Permissions-Policy header", issue 54).
    const text = message.text();
    if (
      (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(text)) ||
      /Permissions.Policy/i.test(text)
    ) {
      violations.push(`console on ${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  return violations;
}

const PASSWORD = 'Kaduna2025';

test('the pages of the shop pass its Content-Security-Policy', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const violations = await watchPolicy(page);

  // Home (server-rendered, then hydrated) and its service worker, which the policy must let in.
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('main')).toBeVisible();
  await serviceWorkerReady(page);

  // A product and a category, each opened directly (server-rendered) as a shared link would be.
  const product = (await (await request.get('/api/v1/products?perPage=1')).json()).data.data[0] as {
    slug: string;
    name: string;
  };
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const category = (await (await request.get('/api/v1/products/categories')).json()).data.data[0] as {
    uuid: string;
    name: string;
  };
  await page.goto(`/category/${category.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // Sign in (the login modal over a guarded page) and the cart.
  const login = await openLoginVia(page, '/account');
  await expect(login.getByLabel('Email address or phone number')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main')).toBeVisible();

  // The API docs: Swagger UI's own files under the shop's policy.
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Oja storefront API/ })).toBeVisible();

  // A shopper signs up (the mail lands in the dev mailbox), pays on the sandbox's hosted page,
  // and comes back to the order-complete page.
  const email = uniqueEmail('csp', info.project.name);
  await verifiedCustomer(request, email, PASSWORD);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const mail = page.getByRole('article').first();
  await mail.getByText('Show mail').click();
  await expect(mail.locator('iframe')).toBeVisible();

  await guestFillsCart(page, 1);
  await checkoutAsGuestThenLogIn(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Add address' }).click();
  const editor = page.getByRole('dialog', { name: 'Add a delivery address' });
  await saveAddress(editor);
  await expect(editor).toBeHidden();
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  await expect(page.getByRole('region', { name: 'Payment summary' })).toBeVisible();
  await payOnSandbox(page, SUCCESS_CARD);
  await expect(page).toHaveURL(/\/order-complete\?reference=/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();

  expect(violations).toEqual([]);
});
