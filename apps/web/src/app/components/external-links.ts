/** External sites of spec sections 1 and 2 (support, vendor and affiliate sites). */
export const HELP_SITE = 'https://help.oja.ng';
export const VENDOR_SITE = 'https://vendor.oja.ng';
export const AFFILIATE_SITE = 'https://affiliate.oja.ng';

export const HELP_LINKS = [
  { label: 'Place an Order', href: `${HELP_SITE}/place-an-order` },
  { label: 'Track an Order', href: `${HELP_SITE}/track-an-order` },
  { label: 'Cancel an Order', href: `${HELP_SITE}/cancel-an-order` },
  { label: 'Return goods', href: `${HELP_SITE}/return-goods` },
  { label: 'Payment Options', href: `${HELP_SITE}/payment-options` },
  { label: 'Help Center', href: HELP_SITE },
  { label: 'About Us', href: `${HELP_SITE}/about-us` },
] as const;
