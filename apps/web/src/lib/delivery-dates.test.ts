import { describe, expect, it } from 'vitest';
import { deliveredText, deliveryDateLabel, formatDeliveryDate } from './delivery-dates';

describe('delivery dates', () => {
  it('shows a calendar day the en-NG way, whatever the time zone', () => {
    expect(formatDeliveryDate('2025-11-25')).toBe('Tue, 25 Nov');
    expect(formatDeliveryDate('2026-01-02')).toBe('Fri, 2 Jan');
    expect(formatDeliveryDate('2026-11-25T23:30:00.000Z')).toBe('Wed, 25 Nov');
  });

  it('leaves text that is not a date as the server sent it', () => {
    expect(formatDeliveryDate('Next week')).toBe('Next week');
  });

  it('reads one date as "on or before" and two as "between"', () => {
    expect(deliveryDateLabel(['2025-11-25'])).toBe('on or before Tue, 25 Nov');
    expect(deliveryDateLabel(['2025-11-25', '2025-11-27'])).toBe('between Tue, 25 Nov and Thu, 27 Nov');
    expect(deliveryDateLabel(['2025-11-25', '2025-11-25'])).toBe('on or before Tue, 25 Nov');
  });

  it('says nothing without dates', () => {
    expect(deliveryDateLabel([])).toBe('');
    expect(deliveredText([])).toBe('');
    expect(deliveredText(['2025-11-25'])).toBe('Delivered on or before Tue, 25 Nov');
  });
});
