import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs`: for "expires in 14 minutes" that stays true while the page is open. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
