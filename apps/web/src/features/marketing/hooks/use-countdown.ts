import { useEffect, useState } from 'react';
import { timeLeft, type TimeLeft } from '../utils/launch-date';

/** Time left until `target`, refreshed every second until it is reached. */
export function useCountdown(target: Date): TimeLeft {
  const targetMs = target.getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(targetMs, now);

  useEffect(() => {
    if (targetMs <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [targetMs]);

  return left;
}
