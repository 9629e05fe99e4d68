import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may run again (the 60 s resend countdown of spec section 9). */
export function useCountdown(seconds: number, startRunning = true) {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    startRunning ? Date.now() + seconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null || now >= endsAt) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  const restart = useCallback(() => {
    setEndsAt(Date.now() + seconds * 1000);
    setNow(Date.now());
  }, [seconds]);
  return { left, done: left === 0, restart };
}
