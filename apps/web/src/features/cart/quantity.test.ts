import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer, parseQuantity, stepQuantity } from './quantity';

afterEach(() => {
  vi.useRealTimers();
});

describe('quantity bounds (spec section 5)', () => {
  it('plus never passes max and minus never goes below min', () => {
    expect(stepQuantity(4, 1, 1, 5)).toBe(5);
    expect(stepQuantity(5, 1, 1, 5)).toBe(5);
    expect(stepQuantity(1, -1, 1, 5)).toBe(1);
    expect(stepQuantity(0, -1, 0, 5)).toBe(0);
  });

  it('accepts whole numbers from min to max and answers the spec message for anything else', () => {
    expect(parseQuantity('3', 1, 5)).toEqual({ ok: true, value: 3 });
    expect(parseQuantity(' 5 ', 1, 5)).toEqual({ ok: true, value: 5 });
    for (const text of ['0', '6', '2.5', 'abc', '', '-1']) {
      expect(parseQuantity(text, 1, 5)).toEqual({
        ok: false,
        error: 'Quantity must be greater than 1 or lesser than 5',
      });
    }
  });
});

describe('createDebouncer', () => {
  it('runs once with the last value after the pause', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const debouncer = createDebouncer(run, 500);
    for (const value of [2, 3, 4, 5]) {
      debouncer.push(value);
      vi.advanceTimersByTime(200);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(5);
  });

  it('can be cancelled or flushed early', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const debouncer = createDebouncer(run, 500);
    debouncer.push(1);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    debouncer.push(7);
    debouncer.flush();
    expect(run).toHaveBeenCalledWith(7);
  });
});
