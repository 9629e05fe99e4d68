import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

type TimeLeft = { total: number; days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` until `end` (all 0 once it has passed). */
export function timeLeft(end: Date | string | number, now: number = Date.now()): TimeLeft {
  const total = Math.max(0, new Date(end).getTime() - now);
  const seconds = Math.floor(total / 1000);
  return {
    total,
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** The current time, refreshed every `intervalMs` while `active`. */
function useNow(intervalMs = 1000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hrs'],
  ['minutes', 'Mins'],
  ['seconds', 'Secs'],
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A live days/hours/minutes/seconds countdown. Screen readers get one label that does not
 * announce every second (role=timer is not live by default).
 */
export function Countdown({
  end,
  label = 'Ends in',
  onEnd,
  tone = 'deal',
  className,
}: {
  end: Date | string | number;
  label?: string;
  onEnd?: () => void;
  tone?: 'deal' | 'light';
  className?: string;
}) {
  const now = useNow(1000);
  const left = timeLeft(end, now);
  const ended = left.total === 0;
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);

  const spoken = `${label} ${left.days} days ${left.hours} hours ${left.minutes} minutes`;
  return (
    <div
      role="timer"
      aria-label={spoken}
      data-testid="countdown"
      className={cn('inline-flex items-center gap-2 text-xs font-semibold', className)}
    >
      <span className={tone === 'deal' ? 'text-ink-600' : 'text-white/85'}>{label}</span>
      <span className="flex items-center gap-1" aria-hidden="true">
        {UNITS.map(([unit, short], position) => (
          <span key={unit} className="flex items-center gap-1">
            {position > 0 ? (
              <span className={tone === 'deal' ? 'text-deal-600' : 'text-white'}>:</span>
            ) : null}
            <span
              data-unit={unit}
              className={cn(
                'flex min-w-9 flex-col items-center rounded-md px-1.5 py-0.5 leading-tight tabular-nums',
                tone === 'deal' ? 'bg-deal-600 text-white' : 'bg-white/95 text-ink-900',
              )}
            >
              <span className="text-sm font-bold">{pad(left[unit])}</span>
              <span className="text-[0.6rem] font-medium uppercase">{short}</span>
            </span>
          </span>
        ))}
      </span>
    </div>
  );
}
