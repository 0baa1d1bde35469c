import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may happen again; `start(n)` begins a new countdown. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    // Derived from the clock, not from tick counts, so a throttled background tab stays right.
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { left, running: endsAt !== null && left > 0, start };
}
