import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages, quantityRangeMessage } from './messages.ts';
import { checkoutBody, payByWalletBody } from './orders.ts';
import {
  appealBody,
  changePasswordBody,
  createPinForm,
  deliveryAddressBody,
  email,
  firstName,
  forgotPasswordBody,
  isTrivialPin,
  lastName,
  loginBody,
  password,
  pinBody,
  pinFromLinkForm,
  quantityRule,
  resetPasswordBody,
  resetPinBody,
  resetPinForm,
  signUpBody,
} from './rules.ts';
import { pinField, pinResetWithLinkBody } from './wallet.ts';

/** Messages of every issue at `path` (the field), in the order a form would show them. */
function errorsAt(schema: z.ZodType, input: unknown, path: string[] = []): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path.join('.')).map((i) => i.message);
}

const signUp = {
  firstname: 'Adaeze',
  lastname: 'Okafor',
  email: 'ada@example.com',
  phone_number: '08031234567',
  password: 'secret1',
  password_confirmation: 'secret1',
  recaptcha: 'dev:REGISTER_CUSTOMER',
};

describe('names', () => {
  it.each([
    [firstName, messages.firstNameRequired, messages.firstNameLetters, messages.firstNameMax],
    [lastName, messages.lastNameRequired, messages.lastNameLetters, messages.lastNameMax],
  ])('are required, letters with single inner separators, at most 100', (rule, required, letters, max) => {
    expect(errorsAt(rule, undefined)).toEqual([required]);
    expect(errorsAt(rule, '')).toEqual([required]);
    expect(errorsAt(rule, '   ')).toEqual([required]);
    expect(errorsAt(rule, 'a'.repeat(101))).toEqual([max]);
    expect(rule.parse('a'.repeat(100))).toHaveLength(100);
    for (const refused of [
      'Ada1',
      '-Okafor',
      'Okafor-',
      "'Brien",
      'O’',
      'Adebayo--Williams',
      "O''Brien",
      "O'-Brien",
      'Mary  Jane',
      'Ada.',
      'Ada_Obi',
      '😀',
    ]) {
      expect(errorsAt(rule, refused), refused).toEqual([letters]);
    }
  });

  it.each([
    "O'Brien-Okafor",
    'O’Brien',
    'Adebayo-Williams',
    'Mary Jane',
    'Ọlá',
    'Adéṣínà',
    'Ẹniọlá Ṣódẹ̀kẹ̀',
    "N'Diaye",
  ])('accept %s', (name) => {
    expect(firstName.parse(name)).toBe(name);
    expect(lastName.parse(name)).toBe(name);
  });

  it('trims and accepts names in Nigerian scripts with tone marks', () => {
    expect(firstName.parse('  Mary Jane ')).toBe('Mary Jane');
    expect(firstName.parse('Adébáyọ̀')).toBe('Adébáyọ̀');
    expect(lastName.parse('Ụzọma')).toBe('Ụzọma');
  });
});

describe('email', () => {
  it('is required, valid and at most 255 characters', () => {
    expect(errorsAt(email, undefined)).toEqual([messages.emailRequired]);
    expect(errorsAt(email, ' ')).toEqual([messages.emailRequired]);
    expect(errorsAt(email, 'ada@')).toEqual([messages.emailInvalid]);
    expect(errorsAt(email, 'ada.example.com')).toEqual([messages.emailInvalid]);
    expect(errorsAt(email, `${'a'.repeat(244)}@example.com`)).toEqual([messages.emailMax]);
  });

  it('is trimmed and lowercased', () => {
    expect(email.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

describe('password', () => {
  it('is required and 5 to 30 characters', () => {
    expect(errorsAt(password, undefined)).toEqual([messages.passwordRequired]);
    expect(errorsAt(password, '')).toEqual([messages.passwordRequired]);
    expect(errorsAt(password, '1234')).toEqual([messages.passwordLength]);
    expect(errorsAt(password, 'x'.repeat(31))).toEqual([messages.passwordLength]);
    expect(password.parse('12345')).toBe('12345');
    expect(password.parse('x'.repeat(30))).toHaveLength(30);
  });
});

describe('signUpBody', () => {
  it('accepts a complete sign-up', () => {
    expect(signUpBody.parse(signUp)).toEqual(signUp);
  });

  it('reports a mismatched confirmation on password_confirmation', () => {
    const body = { ...signUp, password_confirmation: 'secret2' };
    expect(errorsAt(signUpBody, body, ['password_confirmation'])).toEqual([messages.passwordsDoNotMatch]);
  });

  it('reports the mismatch even while another field is invalid', () => {
    const body = { ...signUp, firstname: '', password_confirmation: 'other' };
    expect(errorsAt(signUpBody, body, ['firstname'])).toEqual([messages.firstNameRequired]);
    expect(errorsAt(signUpBody, body, ['password_confirmation'])).toEqual([messages.passwordsDoNotMatch]);
  });

  it('requires the captcha token', () => {
    const { recaptcha: _, ...body } = signUp;
    expect(errorsAt(signUpBody, body, ['recaptcha'])).toEqual([messages.captchaUnavailable]);
    expect(errorsAt(signUpBody, { ...signUp, recaptcha: '' }, ['recaptcha'])).toEqual([
      messages.captchaUnavailable,
    ]);
  });

  it('takes the phone number as optional and normalizes +234 to the local form', () => {
    const { phone_number: _, ...withoutPhone } = signUp;
    expect(signUpBody.parse(withoutPhone).phone_number).toBeUndefined();
    expect(signUpBody.parse({ ...signUp, phone_number: '' }).phone_number).toBeUndefined();
    expect(signUpBody.parse({ ...signUp, phone_number: '+234 803 123 4567' }).phone_number).toBe(
      '08031234567',
    );
    expect(signUpBody.parse({ ...signUp, phone_number: '2348031234567' }).phone_number).toBe('08031234567');
  });

  it.each(['0803123456', '080312345678', '18031234567', '+2348031234', 'phone'])(
    'rejects phone %s',
    (phone) => {
      expect(errorsAt(signUpBody, { ...signUp, phone_number: phone }, ['phone_number'])).toEqual([
        messages.phoneInvalid,
      ]);
    },
  );
});

describe('loginBody', () => {
  const login = { email: 'ada@example.com', password: 'x', recaptcha: 'dev:LOGIN' };

  it('accepts any non-empty password', () => {
    expect(loginBody.parse(login)).toEqual(login);
  });

  it('requires an email or a Nigerian phone number, the phone normalised to its local form', () => {
    expect(errorsAt(loginBody, { ...login, email: '' }, ['email'])).toEqual([messages.emailRequired]);
    for (const phone of ['08031234567', '+234 803 123 4567', '2348031234567', ' 0803 123 4567 ']) {
      expect(loginBody.parse({ ...login, email: phone }).email).toBe('08031234567');
    }
    expect(loginBody.parse({ ...login, email: ' Ada@Example.com ' }).email).toBe('ada@example.com');
    for (const wrong of ['0803123456', '18031234567', '+2348031234', 'ada']) {
      expect(errorsAt(loginBody, { ...login, email: wrong }, ['email'])).toEqual([
        messages.loginIdentifierInvalid,
      ]);
    }
    expect(errorsAt(loginBody, { ...login, email: 'ada@' }, ['email'])).toEqual([messages.emailInvalid]);
  });

  it('requires the password and the captcha token', () => {
    expect(errorsAt(loginBody, { ...login, password: '' }, ['password'])).toEqual([
      messages.passwordRequired,
    ]);
    expect(errorsAt(loginBody, { ...login, recaptcha: undefined }, ['recaptcha'])).toEqual([
      messages.captchaUnavailable,
    ]);
  });
});

describe('forgotPasswordBody', () => {
  it('requires a valid email', () => {
    expect(errorsAt(forgotPasswordBody, {}, ['email'])).toEqual([messages.emailRequired]);
    expect(errorsAt(forgotPasswordBody, { email: 'nope' }, ['email'])).toEqual([messages.emailInvalid]);
    expect(forgotPasswordBody.parse({ email: 'A@b.ng' })).toEqual({ email: 'a@b.ng' });
  });
});

describe('resetPasswordBody', () => {
  const reset = { token: 'abc', password: 'secret1', password_confirmation: 'secret1' };

  it('accepts a token and a matching new password', () => {
    expect(resetPasswordBody.parse(reset)).toEqual(reset);
  });

  it('rejects a missing token, a short password and a mismatch', () => {
    expect(errorsAt(resetPasswordBody, { ...reset, token: '' }, ['token'])).toEqual([messages.tokenRequired]);
    expect(
      errorsAt(resetPasswordBody, { ...reset, password: '123', password_confirmation: '123' }, ['password']),
    ).toEqual([messages.passwordLength]);
    expect(
      errorsAt(resetPasswordBody, { ...reset, password_confirmation: 'x' }, ['password_confirmation']),
    ).toEqual([messages.passwordsDoNotMatch]);
  });
});

describe('appealBody', () => {
  const appeal = {
    email: 'ada@example.com',
    description: 'Please review',
    recaptcha: 'dev:APPEAL_ACCOUNT_BAN',
  };

  it('defaults the type to account_ban and refuses another type', () => {
    expect(appealBody.parse(appeal).type).toBe('account_ban');
    expect(appealBody.safeParse({ ...appeal, type: 'other' }).success).toBe(false);
  });

  it('requires a valid email and a description of at most 2000 characters', () => {
    expect(errorsAt(appealBody, { ...appeal, email: 'x' }, ['email'])).toEqual([messages.emailInvalid]);
    expect(errorsAt(appealBody, { ...appeal, description: '  ' }, ['description'])).toEqual([
      messages.descriptionRequired,
    ]);
    expect(errorsAt(appealBody, { ...appeal, description: 'x'.repeat(2001) }, ['description'])).toEqual([
      messages.descriptionMax,
    ]);
    expect(errorsAt(appealBody, { ...appeal, recaptcha: '' }, ['recaptcha'])).toEqual([
      messages.captchaUnavailable,
    ]);
  });
});

describe('changePasswordBody', () => {
  const change = { current_password: 'old', new_password: 'newpass', new_password_confirmation: 'newpass' };

  it('accepts a matching new password of 5 to 30 characters', () => {
    expect(changePasswordBody.parse(change)).toEqual(change);
  });

  it('rejects each field with its message', () => {
    expect(errorsAt(changePasswordBody, { ...change, current_password: '' }, ['current_password'])).toEqual([
      messages.currentPasswordRequired,
    ]);
    expect(errorsAt(changePasswordBody, { ...change, new_password: '' }, ['new_password'])).toEqual([
      messages.newPasswordRequired,
    ]);
    expect(
      errorsAt(changePasswordBody, { ...change, new_password: 'abc', new_password_confirmation: 'abc' }, [
        'new_password',
      ]),
    ).toEqual([messages.newPasswordLength]);
    expect(
      errorsAt(changePasswordBody, { ...change, new_password_confirmation: 'other' }, [
        'new_password_confirmation',
      ]),
    ).toEqual([messages.passwordsDoNotMatch]);
  });
});

describe('pins', () => {
  it('are 4 digits kept as text', () => {
    expect(pinBody.parse({ new_pin: '0042' })).toEqual({ new_pin: '0042' });
    expect(errorsAt(pinBody, {}, ['new_pin'])).toEqual([messages.pinRequired]);
    expect(errorsAt(pinBody, { new_pin: '' }, ['new_pin'])).toEqual([messages.pinRequired]);
    expect(errorsAt(pinBody, { new_pin: '123' }, ['new_pin'])).toEqual([messages.pinDigits]);
    expect(errorsAt(pinBody, { new_pin: '12a4' }, ['new_pin'])).toEqual([messages.pinDigits]);
    expect(errorsAt(pinBody, { new_pin: 1234 }, ['new_pin'])).toEqual([messages.pinRequired]);
  });

  it('reset needs both the new and the old pin', () => {
    // The old PIN may be a trivial one chosen before the rule: it must still open the reset.
    expect(resetPinBody.parse({ new_pin: '4831', old_pin: '2222' })).toEqual({
      new_pin: '4831',
      old_pin: '2222',
    });
    expect(errorsAt(resetPinBody, { new_pin: '4831' }, ['old_pin'])).toEqual([messages.oldPinRequired]);
    expect(errorsAt(resetPinBody, { new_pin: '4831', old_pin: '22' }, ['old_pin'])).toEqual([
      messages.oldPinDigits,
    ]);
  });

  it.each(['0000', '1111', '9999', '1234', '4321', '0123', '9876', '6789', '3210'])(
    'refuses the trivial new PIN %s on create, reset and the mailed link',
    (trivial) => {
      expect(isTrivialPin(trivial)).toBe(true);
      expect(errorsAt(pinBody, { new_pin: trivial }, ['new_pin'])).toEqual([messages.pinTrivial]);
      expect(errorsAt(resetPinBody, { new_pin: trivial, old_pin: '4831' }, ['new_pin'])).toEqual([
        messages.pinTrivial,
      ]);
      expect(errorsAt(pinResetWithLinkBody, { token: 't', new_pin: trivial }, ['new_pin'])).toEqual([
        messages.pinTrivial,
      ]);
    },
  );

  it.each(['4831', '0042', '1235', '1357', '2468', '1122', '9012', '1212'])(
    'accepts the new PIN %s',
    (pin) => {
      expect(isTrivialPin(pin)).toBe(false);
      expect(pinBody.parse({ new_pin: pin })).toEqual({ new_pin: pin });
    },
  );

  it('still takes a trivial PIN where it approves a payment (PINs set before the rule keep working)', () => {
    expect(pinField.parse('1234')).toBe('1234');
    expect(errorsAt(pinField, '12')).toEqual([messages.pinDigits]);
    expect(payByWalletBody.parse({ pin: '0000' })).toEqual({ pin: '0000' });
    expect(errorsAt(checkoutBody, { payment_mode: 'wallet', pin: '1111' }, ['pin'])).toEqual([]);
    expect(errorsAt(checkoutBody, { payment_mode: 'wallet', pin: '11' }, ['pin'])).toEqual([
      messages.pinDigits,
    ]);
  });

  it('the web forms ask for the new PIN twice', () => {
    expect(createPinForm.parse({ new_pin: '4831', new_pin_confirmation: '4831' })).toEqual({
      new_pin: '4831',
      new_pin_confirmation: '4831',
    });
    expect(
      errorsAt(createPinForm, { new_pin: '4831', new_pin_confirmation: '4813' }, ['new_pin_confirmation']),
    ).toEqual([messages.pinsDoNotMatch]);
    expect(
      errorsAt(createPinForm, { new_pin: '4831', new_pin_confirmation: '' }, ['new_pin_confirmation']),
    ).toEqual([messages.pinConfirmationRequired]);
    const reset = { old_pin: '1111', new_pin: '4831', new_pin_confirmation: '4832' };
    expect(errorsAt(resetPinForm, reset, ['new_pin_confirmation'])).toEqual([messages.pinsDoNotMatch]);
    // The mismatch shows even while the new PIN itself is refused, as the password forms do.
    expect(
      errorsAt(pinFromLinkForm, { new_pin: '0000', new_pin_confirmation: '4831' }, ['new_pin_confirmation']),
    ).toEqual([messages.pinsDoNotMatch]);
  });
});

describe('quantityRule', () => {
  const rule = quantityRule(1, 5);

  it('accepts whole numbers from min to max inclusive', () => {
    expect([1, 3, 5].map((quantity) => rule.parse(quantity))).toEqual([1, 3, 5]);
  });

  it.each([0, 6, 2.5, -1, Number.NaN, '3'])('rejects %s with the spec message', (quantity) => {
    expect(errorsAt(rule, quantity)).toEqual([quantityRangeMessage(1, 5)]);
  });

  it('words the message as the spec does', () => {
    expect(quantityRangeMessage(1, 12)).toBe('Quantity must be greater than 1 or lesser than 12');
  });
});

describe('deliveryAddressBody', () => {
  const address = {
    address: '12 Allen Avenue, Ikeja',
    postal_code: '100001',
    state: 'Lagos',
    state_code: 'LOS',
    city: 'Ikeja',
    town_id: 42,
    phone_number: '08031234567',
  };

  it('accepts a full address, defaults the country and stores the town id as text', () => {
    expect(deliveryAddressBody.parse(address)).toEqual({ ...address, town_id: '42', country: 'Nigeria' });
    expect(deliveryAddressBody.parse({ ...address, phone_number: '+2348031234567' }).phone_number).toBe(
      '08031234567',
    );
  });

  it.each([
    ['address', messages.addressRequired],
    ['postal_code', messages.postalCodeRequired],
    ['state', messages.regionRequired],
    ['state_code', messages.regionRequired],
    ['city', messages.cityRequired],
    ['town_id', messages.cityRequired],
    ['phone_number', messages.phoneElevenDigits],
  ])('answers a missing or empty %s with the spec message', (field, message) => {
    expect(errorsAt(deliveryAddressBody, { ...address, [field]: undefined }, [field])).toEqual([message]);
    expect(errorsAt(deliveryAddressBody, { ...address, [field]: '' }, [field])).toEqual([message]);
  });

  it('delivers in Nigeria only: the country is Nigeria, left out or in any case', () => {
    expect(deliveryAddressBody.parse({ ...address, country: ' nigeria ' }).country).toBe('Nigeria');
    expect(deliveryAddressBody.parse({ ...address, country: 'NIGERIA' }).country).toBe('Nigeria');
    for (const country of ['Ghana', 'NG', '', 'Niger', 42, null]) {
      expect(errorsAt(deliveryAddressBody, { ...address, country }, ['country']), String(country)).toEqual([
        messages.nigeriaOnly,
      ]);
    }
  });

  it.each(['0803123456', '080312345678', '0803123456a'])('rejects phone %s as not 11 digits', (phone) => {
    expect(errorsAt(deliveryAddressBody, { ...address, phone_number: phone }, ['phone_number'])).toEqual([
      messages.phoneElevenDigits,
    ]);
  });
});
