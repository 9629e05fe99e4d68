import { z } from 'zod';
import {
  APPEAL_DESCRIPTION_MAX,
  DELIVERY_COUNTRY,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PIN_LENGTH,
} from './constants.ts';
import { messages, quantityRangeMessage } from './messages.ts';
import { checkQuantity } from './quantity.ts';

/**
 * Field rules of spec section 5. The web forms and the server validate with these same schemas,
 * so a message a shopper sees inline is the message the server answers with.
 * A `.pipe()` after "required" keeps one message per empty field instead of "required" + "too short"
 * (`abort: true` would too, but it also silences the password-confirmation refinements).
 */

function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, { error: required });
}

/*
 * Words of letters of any script plus combining marks, so Yoruba, Igbo and Hausa names (Adébáyọ̀,
 * Ọlá) pass, joined by one space, hyphen or apostrophe (straight or curly): O'Brien-Okafor,
 * Adebayo-Williams. A name may not start or end with a separator, nor hold two in a row (issue 54).
 */
const PERSON_NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '\u2019-]\p{L}[\p{L}\p{M}]*)*$/u;

function personName(required: string, max: string, letters: string) {
  return requiredText(required).pipe(
    z.string().max(NAME_MAX, { error: max }).regex(PERSON_NAME, { error: letters }),
  );
}

export const firstName = personName(
  messages.firstNameRequired,
  messages.firstNameMax,
  messages.firstNameLetters,
);
export const lastName = personName(messages.lastNameRequired, messages.lastNameMax, messages.lastNameLetters);

export const email = requiredText(messages.emailRequired)
  .toLowerCase()
  .max(EMAIL_MAX, { error: messages.emailMax })
  .pipe(z.email({ error: messages.emailInvalid }));

function sizedPassword(required: string, length: string) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .pipe(z.string().min(PASSWORD_MIN, { error: length }).max(PASSWORD_MAX, { error: length }));
}

export const password = sizedPassword(messages.passwordRequired, messages.passwordLength);

/** The captcha token; a missing one is the case the spec words as 'Unable to verify captcha'. */
export const recaptcha = z
  .string({ error: messages.captchaUnavailable })
  .min(1, { error: messages.captchaUnavailable });

const NG_LOCAL_PHONE = /^0\d{10}$/;
const NG_INTERNATIONAL_PHONE = /^\+?234(\d{10})$/;

/** '+234 803 123 4567' and '2348031234567' become '08031234567'; other input only loses spaces and dashes. */
export function normalizeNigerianPhone(phone: string): string {
  const compact = phone.trim().replace(/[\s-]/g, '');
  const international = NG_INTERNATIONAL_PHONE.exec(compact);
  return international ? `0${international[1]}` : compact;
}

/** Optional on sign-up; an empty form field means "not given". */
export const optionalPhoneNumber = z
  .string()
  .transform(normalizeNigerianPhone)
  .refine((phone) => phone === '' || NG_LOCAL_PHONE.test(phone), { error: messages.phoneInvalid })
  .transform((phone) => (phone === '' ? undefined : phone))
  .optional();

function matchingConfirmation(
  field: string,
  confirmation: string,
  error: string = messages.passwordsDoNotMatch,
) {
  return {
    error,
    path: [confirmation],
    // Run even when other fields are invalid, so the form shows the mismatch at once.
    when: ({ value }: { value: unknown }) => {
      const body = value as Record<string, unknown> | null;
      return typeof body?.[field] === 'string' && typeof body?.[confirmation] === 'string';
    },
  };
}

const passwordConfirmation = z
  .string({ error: messages.passwordConfirmationRequired })
  .min(1, { error: messages.passwordConfirmationRequired });

export const signUpBody = z
  .object({
    firstname: firstName,
    lastname: lastName,
    email,
    phone_number: optionalPhoneNumber,
    password,
    password_confirmation: passwordConfirmation,
    recaptcha,
  })
  .refine(
    (body) => body.password === body.password_confirmation,
    matchingConfirmation('password', 'password_confirmation'),
  );
export type SignUpBody = z.infer<typeof signUpBody>;

/**
 * The sign-in identifier (issue 54): an email, lowercased, or the Nigerian phone number given at
 * sign-up in any form sign-up takes ('+234 803 123 4567'), normalised to its stored local form.
 * The spec's field is still `email`; the server tells a phone by the normalised form.
 */
export const loginIdentifier = requiredText(messages.emailRequired).transform((value, ctx) => {
  const phone = normalizeNigerianPhone(value);
  if (isNigerianLocalPhone(phone)) return phone;
  const parsed = email.safeParse(value);
  if (parsed.success) return parsed.data;
  // Typed with an '@', it was meant as an email: the email's own message says what is wrong with it.
  const [first] = parsed.error.issues;
  const message = value.includes('@') && first ? first.message : messages.loginIdentifierInvalid;
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
});

/** Whether a normalised identifier is a phone number (else an email). */
export function isNigerianLocalPhone(value: string): boolean {
  return NG_LOCAL_PHONE.test(value);
}

// No length rule on login: an account keeps working if the password policy changes later.
export const loginBody = z.object({
  email: loginIdentifier,
  password: z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired }),
  recaptcha,
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z
  .object({
    token: requiredText(messages.tokenRequired),
    password,
    password_confirmation: passwordConfirmation,
  })
  .refine(
    (body) => body.password === body.password_confirmation,
    matchingConfirmation('password', 'password_confirmation'),
  );
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const appealBody = z.object({
  email,
  description: requiredText(messages.descriptionRequired).max(APPEAL_DESCRIPTION_MAX, {
    error: messages.descriptionMax,
  }),
  recaptcha,
  // Defaulted so the appeal form need not carry a hidden field.
  type: z.literal('account_ban').default('account_ban'),
});
export type AppealBody = z.infer<typeof appealBody>;

export const changePasswordBody = z
  .object({
    current_password: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, { error: messages.currentPasswordRequired }),
    new_password: sizedPassword(messages.newPasswordRequired, messages.newPasswordLength),
    new_password_confirmation: passwordConfirmation,
  })
  .refine(
    (body) => body.new_password === body.new_password_confirmation,
    matchingConfirmation('new_password', 'new_password_confirmation'),
  );
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const PIN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

// A string, not a number: a pin such as '0042' must keep its leading zeros.
function pin(required: string, digits: string) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .pipe(z.string().regex(PIN, { error: digits }));
}

/** The format alone: the PIN that approves a payment, which may predate the rule against trivial PINs. */
export const pinDigits = pin(messages.pinRequired, messages.pinDigits);

/** One digit repeated (0000) or a straight run up or down (1234, 9876): the first PINs a thief tries. */
export function isTrivialPin(value: string): boolean {
  const digits = [...value].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - (digits[i] ?? 0)));
  const [step] = steps;
  return steps.size === 1 && (step === 0 || step === 1 || step === -1);
}

/** A PIN being chosen (create, reset, the mailed link): 4 digits and not trivial (issue 54, ADR 0082). */
const newPin = pinDigits.pipe(
  z.string().refine((value) => !isTrivialPin(value), { error: messages.pinTrivial }),
);

export const pinBody = z.object({ new_pin: newPin });
export type PinBody = z.infer<typeof pinBody>;

export const resetPinBody = z.object({
  new_pin: newPin,
  old_pin: pin(messages.oldPinRequired, messages.oldPinDigits),
});
export type ResetPinBody = z.infer<typeof resetPinBody>;

/*
 * The web's PIN forms ask for the new PIN twice; the API takes no confirmation, so callers of the
 * spec's endpoints are unchanged and the web sends only the request's own fields.
 */
const pinConfirmation = z
  .string({ error: messages.pinConfirmationRequired })
  .min(1, { error: messages.pinConfirmationRequired });
const samePin = matchingConfirmation('new_pin', 'new_pin_confirmation', messages.pinsDoNotMatch);
// An empty confirmation already says "confirm"; a mismatch on top of it would say it twice.
const pinsMatch = (form: { new_pin: string; new_pin_confirmation: string }) =>
  form.new_pin_confirmation === '' || form.new_pin === form.new_pin_confirmation;

export const createPinForm = pinBody
  .extend({ new_pin_confirmation: pinConfirmation })
  .refine(pinsMatch, samePin);
export const resetPinForm = resetPinBody
  .extend({ new_pin_confirmation: pinConfirmation })
  .refine(pinsMatch, samePin);
/** The mailed link's form: the token comes from the link, not from a field. */
export const pinFromLinkForm = createPinForm;

/** Whole quantity in [min, max]; every failure reads as the spec's one quantity message (quantity.ts). */
export function quantityRule(min: number, max: number) {
  const error = quantityRangeMessage(min, max);
  return z.number({ error }).refine((value) => checkQuantity(value, min, max).ok, { error });
}

const addressPhoneNumber = z
  .string({ error: messages.phoneElevenDigits })
  .transform(normalizeNigerianPhone)
  .pipe(z.string().regex(/^\d{11}$/, { error: messages.phoneElevenDigits }));

// Town ids come from the logistics provider as numbers or strings; they are stored as text.
const townId = z
  .union([z.string().trim(), z.number().int().nonnegative()], { error: messages.cityRequired })
  .transform(String)
  .pipe(z.string().min(1, { error: messages.cityRequired }));

// Nigeria only: left out, the country is Nigeria; given, it must name Nigeria (in any case).
const deliveryCountry = z
  .string({ error: messages.nigeriaOnly })
  .trim()
  .refine((country) => country.toLowerCase() === DELIVERY_COUNTRY.toLowerCase(), {
    error: messages.nigeriaOnly,
  })
  .transform((): string => DELIVERY_COUNTRY)
  .default(DELIVERY_COUNTRY);

export const deliveryAddressBody = z.object({
  address: requiredText(messages.addressRequired).max(500),
  postal_code: requiredText(messages.postalCodeRequired).max(20),
  state: requiredText(messages.regionRequired).max(100),
  state_code: requiredText(messages.regionRequired).max(20),
  city: requiredText(messages.cityRequired).max(100),
  town_id: townId,
  country: deliveryCountry,
  phone_number: addressPhoneNumber,
});
export type DeliveryAddressBody = z.infer<typeof deliveryAddressBody>;
