import { describe, expect, it } from 'vitest';
import { addressLines, greeting, itemCount } from './format';

describe('account formats', () => {
  it('greets by the Lagos hour', () => {
    expect(greeting(new Date('2026-11-23T06:00:00.000Z'))).toBe('Good morning');
    expect(greeting(new Date('2026-11-23T11:00:00.000Z'))).toBe('Good afternoon');
    expect(greeting(new Date('2026-11-23T15:00:00.000Z'))).toBe('Good evening');
    // 23:30 UTC is 00:30 the next morning in Lagos.
    expect(greeting(new Date('2026-11-22T23:30:00.000Z'))).toBe('Good morning');
  });

  it('names addresses and counts', () => {
    expect(
      addressLines({ address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', postal_code: '100001' }),
    ).toEqual(['12 Allen Avenue', 'Ikeja, Lagos 100001']);
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(4)).toBe('4 items');
  });
});
