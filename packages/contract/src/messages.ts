import {
  APPEAL_DESCRIPTION_MAX,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PIN_LENGTH,
} from './constants.ts';
import { formatDateTime } from './dates.ts';
import { DEFAULT_ERROR, DEFAULT_SUCCESS } from './default-messages.ts';
import { formatNaira } from './money.ts';

/**
 * Every text a shopper reads from a toast or a field error, in one place for web and server.
 * The spec's messages are the client's intent, not its spelling: they are kept word for word except
 * where the spec misspells them ('Occured', 'successdully', 'Pin' for PIN), which ADR 84 lists.
 */
export const messages = {
  // Spec section 8.
  defaultError: DEFAULT_ERROR,
  defaultSuccess: DEFAULT_SUCCESS,
  itemAddedToCart: 'Item added to cart',
  errorAddingProduct: 'An error occurred while adding product',
  errorFetchingCart: 'An error occurred while fetching cart!',
  itemSaved: 'Item saved successfully',
  errorSavingUpdates: 'An error occurred while saving updates',
  itemDeletedSuccessfully: 'Item deleted successfully!',
  itemDeleted: 'Item deleted',
  /** The cart's removal toast offers Undo (issue 54); the line is added back as it was. */
  itemRestored: 'Item put back in your cart',
  savedItemSuccessfully: 'Saved item successfully',
  productNotSaved: 'Product is not saved',
  accountCreated: 'Account created',
  loginSuccessful: 'Log in successful',
  linkSent: 'Link sent successful',
  passwordChanged: 'Password successfully changed. Please log in again',
  loggedOut: 'Logged out',
  pinCreated: 'PIN created successfully',
  pinReset: 'PIN reset successfully',
  infoUpdated: 'Info updated',
  errorSavingInfo: 'An error occurred while saving info!',
  errorFetchingProducts: 'An error occurred while fetching products!',

  // Spec sections 5 and 9.
  captchaUnavailable: 'Unable to verify captcha. Please try again!',
  addressRequired: 'Please enter your full address!',
  phoneElevenDigits: 'Your Phone Number must be 11 digits!',
  regionRequired: 'Please select your region!',
  cityRequired: 'Please select your city!',
  postalCodeRequired: 'Please enter your Postal code!',
  // The address's country (spec section 3: country Nigeria); worded as the messages above.
  nigeriaOnly: 'We only deliver within Nigeria!',
  setDeliveryAddress: 'Set your delivery address',

  // Field rules of section 5 that the spec states without wording.
  firstNameRequired: 'First name is required',
  firstNameLetters:
    'First name may contain only letters, with single spaces, hyphens or apostrophes between them',
  firstNameMax: `First name must be at most ${NAME_MAX} characters`,
  lastNameRequired: 'Last name is required',
  lastNameLetters:
    'Last name may contain only letters, with single spaces, hyphens or apostrophes between them',
  lastNameMax: `Last name must be at most ${NAME_MAX} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email address',
  emailMax: `Email must be at most ${EMAIL_MAX} characters`,
  phoneInvalid: 'Phone number must be 11 digits starting with 0 (or +234 followed by 10 digits)',
  /** Sign-in takes the email or the phone number given at sign-up (issue 54). */
  loginIdentifierInvalid:
    'Enter your email address, or your phone number: 11 digits starting with 0 (or +234 followed by 10 digits)',
  passwordRequired: 'Password is required',
  passwordLength: `Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`,
  passwordConfirmationRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordLength: `New password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`,
  tokenRequired: 'The link is invalid or incomplete',
  descriptionRequired: 'Description is required',
  descriptionMax: `Description must be at most ${APPEAL_DESCRIPTION_MAX} characters`,
  pinRequired: 'PIN is required',
  pinDigits: `PIN must be ${PIN_LENGTH} digits`,
  oldPinRequired: 'Old PIN is required',
  oldPinDigits: `Old PIN must be ${PIN_LENGTH} digits`,
  pinTrivial: 'Choose a PIN that is not a run or a repeat of one digit',
  pinConfirmationRequired: 'Please confirm your new PIN',
  pinsDoNotMatch: 'PINs do not match',
  priceRangeInvalid: 'Minimum price cannot be more than maximum price',
  // A product list's address with a value the list does not know (typed or an old link): the list
  // shows without it and says so in one of these sentences.
  listUnknown: "We don't have that list; showing all products.",
  listSortUnknown: "We can't sort that way; showing the usual order.",
  listTypeUnknown: "We don't have that kind of listing; showing all listings.",
  listPriceUnreadable: "That price isn't an amount we can read; showing every price.",
  /** A list's `cursor` that is not one this list gave out (another order, edited or forged). */
  cursorInvalid: 'This list changed its order or the cursor is not valid; start again',

  // Identity and access (issue 4): the server's answers, shown as the spec says (inline or toast).
  /** Also the answer to the right password of an account whose email is not verified yet (ADR 0073). */
  loginFailed:
    'Incorrect email or password. New account? Open the link we mailed you to verify your email first.',
  accountBanned: 'Your account has been banned. Contact Support to appeal.',
  accountSuspended: 'Your account has been suspended. Contact Support to appeal.',
  emailVerified: 'Email verified. You can now log in.',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Please ask for a new one.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  pinLinkInvalid: 'This PIN reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Password reset successful. Please log in',
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordSameAsCurrent: 'New password must be different from the current password',
  appealReceived: 'Your appeal has been received. Our support team will reply by email.',
  resendTooSoon: 'Please wait a minute before asking for another link.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  guestSessionInvalid: 'Your guest session is not valid. Please reload the page.',
  loginRequired: 'Please log in to continue.',
  shopperSessionRequired: 'Please start a guest session or log in.',

  // Any call (GUIDE section 3): input refused without a field message, the database out of reach.
  invalidInput: 'The given data was invalid',
  shopUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',

  // Catalogue, cart and delivery regions.
  productNotFound: 'Product not found',
  carNotFound: 'Car not found',
  promotionNotFound: 'Promotion not found',
  campaignNotFound: 'Campaign not found',
  categoryNotFound: 'Category not found',
  storeNotFound: 'Store not found',
  productUnavailable: 'This product is no longer available.',
  notForCart:
    'Services and cars cannot be added to the cart. Contact the vendor from the product page instead.',
  quantityAtLeastOne: 'Choose a quantity of at least 1.',
  cartItemNotFound: 'This item is not in your cart.',
  regionNotServed: 'We do not deliver to this region.',

  // Checkout and card payments (issue 10).
  emptyCart: 'Your cart is empty.',
  cartChanged: 'Your cart has changed since you opened checkout. Please review your order.',
  noAddress: 'Please set your delivery address.',
  addressMismatch: 'The delivery town does not match your address. Please choose your address again.',
  courierUnavailable: 'This courier does not deliver this order. Please choose another.',
  otherCustomersGroup: 'This checkout belongs to another order.',
  orderPlaced: 'Order placed',
  orderReturnAddress: 'The return address must be this shop’s order-complete page.',
  gatewayUnavailable:
    'We could not reach the payment gateway. Your order is saved: please try paying again in a moment.',
  orderNotFound: 'We could not find this order.',
  orderAlreadyPaid: 'This order is already paid.',
  orderExpired: 'This order was not paid in time and its items were released. Please order again.',
  paymentNotFound: 'We could not find this payment.',
  paidFromWallet: 'Paid from your wallet',

  // Wallets (issue 11).
  notEnoughMoney: 'You do not have enough money in your wallet for this. Please add money or pay by card.',
  notEnoughCoins: 'You do not have enough smart coins for this.',
  notEnoughSavings: 'You cannot move more than your Spend and Save balance.',
  pinExists: 'You already have a wallet PIN. Reset it instead.',
  pinMissing: 'Please create your wallet PIN first.',
  pinSameAsOld: 'New pin must be different from the old pin',
  spendAndSaveOn: 'Spend and Save is on',
  spendAndSaveOff: 'Spend and Save is off',
  spendAndSavePercentageRequired: 'Please choose the percentage of each order to save',
  savingsMoved: 'Savings moved to your wallet',
  walletAmountRequired: 'Please enter an amount',
  walletAmountPositive: 'The amount must be more than ₦0.00',
  walletFundMin: 'The least you can add at once is ₦100.00',
  walletFundMax: 'The most you can add at once is ₦5,000,000.00',
  walletReturnAddress: 'The return address must be this shop’s wallet or order-complete page.',
  walletFundingStarted: 'Continue to the payment page to add money to your wallet',
  walletFundingNotFound: 'We could not find this wallet funding.',

  // Orders and account (issue 12).
  orderCancelled: 'Your order has been cancelled',
  orderAlreadyCancelled: 'This order is already cancelled',
  orderNotCancellable: 'This order has been shipped and can no longer be cancelled.',
  cancelReasonRequired: 'Please tell us why you are cancelling this order',
  cancelReasonMax: 'Please keep the reason under 500 characters',
  packageNotFound: 'We could not find this package in the order.',
  orderConfirmedByPaymentOnly: 'An order is confirmed only when its payment arrives.',
  orderCancelledByCancelOnly: 'Orders are cancelled with the cancel call, which also refunds the money.',
  itemNotFound: 'We could not find this item in your order.',
  reviewNotDelivered: 'You can review an item once it has been delivered.',
  reviewExists: 'You have already reviewed this product for this order.',
  reviewSaved: 'Thank you for your review',
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  reviewCommentRequired: 'Please write a few words about the product',
  reviewCommentMax: 'Please keep your review under 2000 characters',
  reviewTitleMax: 'Please keep the title under 150 characters',
  notificationNotFound: 'We could not find this notification.',
  notificationsAllRead: 'All notifications marked as read',
  inboxMessageNotFound: 'We could not find this message.',
  addressNotFound: 'We could not find this address.',
  addressSaved: 'Address saved',
  addressDeleted: 'Address deleted',
  primaryAddressSet: 'Primary address updated',
  newsletterSubscribed: 'You are subscribed to our newsletter',
  // The footer's answer for any address (double opt-in): the same whether it has an account or not.
  newsletterCheckEmail: 'Check your email: we sent a link to confirm your subscription',
  newsletterLinkInvalid: 'This confirmation link is invalid or has expired. Please subscribe again.',
  newsletterSaved: 'Your newsletter preferences have been saved',
  newsletterOptedOut: 'You will no longer receive our newsletter',
  newsletterTopicRequired: 'Please choose at least one topic',
  quantityNoneLeft: 'No more of this item is in stock',
} as const;

/**
 * Spec section 5, verbatim: shown for any quantity outside [min, max] or not a whole number. When
 * nothing is left to choose (max below min, or no stock at all: other choices of the item already take
 * it) the spec's sentence would read "greater than 0 or lesser than 0", so it says so in words.
 */
export function quantityRangeMessage(min: number, max: number): string {
  if (max < Math.max(min, 1)) return messages.quantityNoneLeft;
  return `Quantity must be greater than ${min} or lesser than ${max}`;
}

/** An order (or package) move the lifecycle does not allow (ADR 0008). */
export function orderMoveRefusedMessage(from: string, to: string): string {
  const words = (status: string) => status.replaceAll('_', ' ');
  return from === to
    ? `This order is already ${words(to)}.`
    : `An order that is ${words(from)} cannot be marked ${words(to)}.`;
}

/** POST user/addresses when the address book is full. */
export function addressBookFullMessage(max: number): string {
  return `You can keep up to ${max} addresses. Please delete one first.`;
}

/** POST checkout refused because the figures moved: the new total, formatted. */
export function totalChangedMessage(totalKobo: number): string {
  return `The total has changed to ${formatNaira(totalKobo)}. Please review your order before you pay.`;
}

/** A card checkout refused because the shopper already holds this many unpaid orders (ADR 0030). */
export function unpaidOrdersLimitMessage(max: number): string {
  return `You already have ${max} unpaid ${max === 1 ? 'order' : 'orders'}. Please pay or cancel one in My Orders, or pay from your wallet, before placing another.`;
}

/** A card checkout refused because unpaid orders would hold more of one product than a shopper may. */
export function unpaidUnitsLimitMessage(name: string, max: number, held: number): string {
  const already = held > 0 ? ` (${held} already in your unpaid orders)` : '';
  return `You can hold at most ${max} of ${name} in unpaid orders${already}. Please lower the quantity, pay for your other order first, or pay from your wallet.`;
}

/** What unpaid card orders may hold in all (ADR 0072): different items, units, or goods' value. */
export type UnpaidHoldCap =
  | { cap: 'lines'; max: number; wouldHold: number }
  | { cap: 'units'; max: number; wouldHold: number }
  | { cap: 'value'; maxKobo: number; wouldHoldKobo: number };

/**
 * A card checkout refused because the shopper's unpaid card orders, with this one, would hold more than
 * a cap. Orders cancelled or not paid within the last `windowMinutes` still count (0: none do), so
 * cancelling does not make room at once: paying does.
 */
export function unpaidHoldCapMessage(over: UnpaidHoldCap, windowMinutes: number): string {
  const what =
    over.cap === 'lines'
      ? `at most ${over.max} different items at once; with this order yours would hold ${over.wouldHold}`
      : over.cap === 'units'
        ? `at most ${over.max} units in all at once; with this order yours would hold ${over.wouldHold}`
        : `goods worth at most ${formatNaira(over.maxKobo)} at once; with this order yours would hold ${formatNaira(over.wouldHoldKobo)}`;
  const recent =
    windowMinutes > 0
      ? ` Orders cancelled or not paid in the last ${windowMinutes} minutes still count.`
      : '';
  return `Unpaid card orders can hold ${what}.${recent} Please pay for an unpaid order in My Orders, take some items out of your cart, or pay from your wallet.`;
}

/**
 * A card checkout refused because a nearly sold-out product was in an unpaid order of the shopper's
 * that was cancelled or not paid in time, and its cool-down (ADR 0072) runs until `until`.
 */
export function scarceCooldownMessage(name: string, until: Date): string {
  return `${name} is almost sold out and was in an unpaid order of yours that ended recently. You can order it by card again after ${formatDateTime(until)} (Lagos time), or buy it now by paying from your wallet.`;
}

/** POST checkout refused because another shopper took the last units. */
export function stockShortMessage(name: string, left: number): string {
  return left === 0
    ? `${name} has just sold out. Please remove it from your cart.`
    : `Only ${left} of ${name} left. Please lower the quantity in your cart.`;
}

/** A cart change refused for stock: how many are left and how many the cart would hold. */
export function cartStockMessage(name: string, stock: number, wanted: number): string {
  return stock <= 0
    ? `${name} is out of stock.`
    : `Only ${stock} of ${name} ${stock === 1 ? 'is' : 'are'} in stock; your cart would hold ${wanted}.`;
}

/** POST cart/add of a product its vendor has not priced yet. */
export function noPriceYetMessage(name: string): string {
  return `${name} has no price yet. Contact the vendor for its price.`;
}

/** A colour or size (`label`) the product does not come in, with the ones it does. */
export function variantNotOfferedMessage(given: string, label: string, options: readonly string[]): string {
  const choice =
    options.length > 0 ? `Choose one of: ${options.join(', ')}` : `This product has no ${label}s`;
  return `'${given}' is not a ${label} of this product. ${choice}.`;
}

/**
 * A wrong password from the 8th try on (per email or phone and address, whether or not an account
 * has it, so the warning tells nobody which accounts exist): how many tries are left before the pause.
 */
export function loginTriesLeftMessage(left: number, pauseMinutes: number): string {
  const pause =
    left === 0
      ? `Sign-in from this device is now paused for ${pauseMinutes} minutes.`
      : `${left} ${left === 1 ? 'try' : 'tries'} left before sign-in from this device is paused for ${pauseMinutes} minutes.`;
  return `${messages.loginFailed} ${pause} Forgot your password? Reset it instead.`;
}

/** Sign-in paused after too many wrong passwords: for how long, and the way in sooner. */
export function loginPausedMessage(minutesLeft: number): string {
  const wait = minutesLeft <= 1 ? 'about a minute' : `${minutesLeft} minutes`;
  return `Too many sign-in attempts. Please try again in ${wait}, or reset your password to sign in now.`;
}
