import { useEffect, useState } from "react";

/**
 * Seconds left of a countdown that starts again whenever `restartKey` changes. It reads the clock
 * rather than counting ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    // restartKey is read so that a new code starts a new countdown.
    void restartKey;
    const endsAt = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, (endsAt - Date.now()) / 1000);
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}
