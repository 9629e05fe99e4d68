import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, timeLeft } from './Countdown';

describe('timeLeft', () => {
  it('splits the time into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2025, 0, 1);
    const end = now + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000;
    expect(timeLeft(end, now)).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(now - 1000, now)).toMatchObject({ total: 0, days: 0, seconds: 0 });
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2025, 0, 1, 12));
  });
  afterEach(() => vi.useRealTimers());

  const unit = (name: string) => document.querySelector(`[data-unit="${name}"]`)?.firstChild?.textContent;

  it('ticks every second and calls onEnd at the deadline', () => {
    const onEnd = vi.fn();
    render(<Countdown end={Date.UTC(2025, 0, 2, 12, 0, 3)} onEnd={onEnd} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName(/1 days 0 hours 0 minutes/);
    expect(unit('days')).toBe('01');
    expect(unit('seconds')).toBe('03');
    act(() => vi.advanceTimersByTime(1000));
    expect(unit('seconds')).toBe('02');
    act(() => vi.advanceTimersByTime(86_400_000 + 2000));
    expect(unit('days')).toBe('00');
    expect(unit('seconds')).toBe('00');
    expect(onEnd).toHaveBeenCalled();
  });
});
