/**
 * Leaves the shop for the payment gateway's page to add money (Paystack, or the local sandbox that
 * speaks its protocol): a full navigation, because the gateway is another site and the wallet page
 * loads afresh when it sends the shopper back.
 */
export function leaveForPaymentPage(url: string): void {
  window.location.assign(url);
}
