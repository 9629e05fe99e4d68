/** Business constants and limits of spec section 9 (and the fixed lists of sections 2 to 4). */

export const TOAST_DURATION_MS = 3000;
/** A toast with an action (Undo) stays longer: 3 s is too short to reach its button (WCAG 2.2.1). */
export const ACTION_TOAST_DURATION_MS = 6000;
export const SAVED_ITEMS_PAGE_SIZE = 5;
export const PROMOTION_PAGE_SIZE = 10;
export const AFFILIATE_STORAGE_MS = 604_800_000;
export const RESEND_COUNTDOWN_S = 60;
export const QUANTITY_CHANGE_DELAY_MS = 500;
export const CAMPAIGN_ROTATION_MS = 30_000;
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const POPULAR_CATEGORIES_CAROUSEL = 6;
export const POPULAR_CATEGORIES_MOBILE_GRID = 8;
export const FLASH_PICK_COUNT = 3;

export const SIDEBAR_BREAKPOINT_PX = 990;
export const SMALL_BANNER_BREAKPOINT_PX = 760;

export const NAME_MAX = 100;
export const EMAIL_MAX = 255;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 30;

export const CURRENCY = 'NGN';

export const DEFAULT_PAYMENT_GATEWAY = 'paystack';
export const PAYMENT_GATEWAYS = ['paystack'] as const;

/** The account side menu's fixed (and hidden) category entry. */
export const SIDE_MENU_CATEGORIES = [
  'Deals',
  'Health & Beauty',
  'Phones & Tablets',
  'Electronics',
  'Fashion',
  'Home & Office',
] as const;

export const PROMOTION_TYPES = ['black_friday_deals', 'flash_sales', 'payday_sales'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const PROMOTION_LABELS: Record<PromotionType, string> = {
  black_friday_deals: 'Black Friday Deals',
  flash_sales: 'Flash Sales',
  payday_sales: 'Payday Sales',
};

export const PRODUCT_FILTERS = ['new_arrivals', 'for_you', 'top_deals', 'best_selling'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

export const PRODUCT_TYPES = ['product', 'service', 'others'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'popular'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'delivered',
  'shipped',
  'out_for_delivery',
  'delivery_stocked',
  'returns',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
// Colours are chosen to keep white badge text above 4.5:1 contrast (WCAG AA).
export const ORDER_STATUS_COLOURS: Record<OrderStatus, string> = {
  pending: '#B45309',
  confirmed: '#1D4ED8',
  cancelled: '#B91C1C',
  delivered: '#15803D',
  shipped: '#6D28D9',
  out_for_delivery: '#0E7490',
  delivery_stocked: '#4338CA',
  returns: '#BE185D',
};
/** The order statuses in a shopper's words, wherever a status is shown (badges, the package timeline). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  delivered: 'Delivered',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  // The package waits at the courier's station (a pickup, or after a missed door delivery).
  delivery_stocked: 'At pickup station',
  returns: 'Returned',
};

export const PAYMENT_MODES = ['card_payment', 'wallet'] as const;
/** How an order's money stands: 'expired' orders were never paid and gave their stock back. */
export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const DELIVERY_METHOD_LABELS = {
  courier_plus: 'CourierPlus',
  door_delivery: 'Door Delivery',
  card_payment: 'Card Payment',
} as const;
export type DeliveryMethod = keyof typeof DELIVERY_METHOD_LABELS;
export const DELIVERY_METHODS = Object.keys(DELIVERY_METHOD_LABELS) as [DeliveryMethod, ...DeliveryMethod[]];
export const DEFAULT_DELIVERY_METHOD = 'door_delivery' satisfies DeliveryMethod;

/** The one country the shop delivers to (spec section 3: a delivery address's country is Nigeria). */
export const DELIVERY_COUNTRY = 'Nigeria';
/** What checkout offers: the spec's 'card_payment' delivery label is kept above but never offered. */
export const CHECKOUT_DELIVERY_METHODS = [
  'door_delivery',
  'courier_plus',
] as const satisfies DeliveryMethod[];
export type CheckoutDeliveryMethod = (typeof CHECKOUT_DELIVERY_METHODS)[number];

export const CAPTCHA_ACTIONS = {
  register: 'REGISTER_CUSTOMER',
  login: 'LOGIN',
  appeal: 'APPEAL_ACCOUNT_BAN',
  checkout: 'CHECKOUT',
} as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

export const SESSION_FLAG_KEY = 'user';
export const SESSION_FLAG_VALUE = 'authenticated';
export const GUEST_TOKEN_HEADER = 'x-guest-token';
export const GUEST_PASSPHRASE_HEADER = 'x-guest-passphrase';

/** Query parameters that carry an affiliate code on any page (spec section 1). */
export const AFFILIATE_QUERY_PARAMS = ['aff', 'ref'] as const;

export const COOKIE_CATEGORIES = [
  'Necessary',
  'Functional',
  'Performance',
  'Analytics',
  'Advertisement',
  'Others',
] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

export const WALLET_KINDS = ['main', 'spend_and_save', 'smart_coin'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

export const ACCOUNT_STATUSES = ['active', 'banned', 'suspended'] as const;

export const APPEAL_DESCRIPTION_MAX = 2000;
export const SEARCH_MAX = 100;
export const PIN_LENGTH = 4;
export const INSIGHT_BATCH_MAX = 100;
/** Collected views are sent at most this often (and at once, by beacon, when the page is hidden). */
export const INSIGHT_FLUSH_MS = 15_000;
