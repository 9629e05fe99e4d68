/**
 * Leaves the shop for the payment gateway's page (Paystack, or the local sandbox that speaks its
 * protocol). A full navigation, not the router: the gateway is another site, and the shop reloads
 * fresh (cart included) when it sends the shopper back to /order-complete.
 */
export function leaveForGateway(url: string): void {
  window.location.assign(url);
}
