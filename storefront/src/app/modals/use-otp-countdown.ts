import { useEffect, useEffectEvent, useState } from 'react';
import { secondsUntil } from '../../lib/countdown';

/**
 * Seconds left until `deadline` (epoch ms), ticking once a second; calls `onExpire` once when it
 * reaches 0. Mount it fresh for every new code so the count starts from the full time.
 */
export function useOtpCountdown(deadline: number, onExpire: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= deadline) {
        window.clearInterval(timer);
        expire();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return secondsUntil(deadline, now);
}
