/**
 * The two texts every toast falls back to (spec section 8): any failure without a message of its
 * own, any success without one. Apart from `messages` (which spreads them in) so the code on every
 * page's first load, the API client and the toasts, does not carry every other message with it.
 */
export const DEFAULT_ERROR = 'An error occurred';
export const DEFAULT_SUCCESS = 'Successful';
