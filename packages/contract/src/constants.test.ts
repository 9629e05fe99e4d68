import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_STORAGE_MS,
  CAPTCHA_ACTIONS,
  CURRENCY,
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_COLOURS,
  ORDER_STATUSES,
  PROMOTION_LABELS,
  PROMOTION_TYPES,
  SAVED_ITEMS_PAGE_SIZE,
  SCRIPT_CHUNK_LOAD_TIMEOUT_MS,
  SIDE_MENU_CATEGORIES,
} from './constants.ts';
import { messages } from './messages.ts';

describe('constants of spec section 9', () => {
  it('keeps the affiliate code for exactly 7 days', () => {
    expect(AFFILIATE_STORAGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('holds the spec values', () => {
    expect(SAVED_ITEMS_PAGE_SIZE).toBe(5);
    expect(SCRIPT_CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(CURRENCY).toBe('NGN');
    expect(DEFAULT_DELIVERY_METHOD).toBe('door_delivery');
    expect(DELIVERY_METHOD_LABELS[DEFAULT_DELIVERY_METHOD]).toBe('Door Delivery');
    expect(CAPTCHA_ACTIONS).toEqual({
      register: 'REGISTER_CUSTOMER',
      login: 'LOGIN',
      appeal: 'APPEAL_ACCOUNT_BAN',
      checkout: 'CHECKOUT',
    });
    expect(SIDE_MENU_CATEGORIES).toHaveLength(6);
  });

  it('labels every promotion type', () => {
    expect(PROMOTION_TYPES.map((type) => PROMOTION_LABELS[type])).toEqual([
      'Black Friday Deals',
      'Flash Sales',
      'Payday Sales',
    ]);
  });

  it('gives every order status its own hex colour', () => {
    const colours = ORDER_STATUSES.map((status) => ORDER_STATUS_COLOURS[status]);
    expect(ORDER_STATUSES).toHaveLength(8);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    expect(new Set(colours).size).toBe(colours.length);
  });
});

describe('messages', () => {
  it('keep the spec wording, spelling included', () => {
    expect(messages.defaultError).toBe('An error occurred');
    expect(messages.pinCreated).toBe('PIN created successfully');
    expect(messages.itemDeletedSuccessfully).toBe('Item deleted successfully!');
    expect(messages.passwordChanged).toBe('Password successfully changed. Please log in again');
  });
});
