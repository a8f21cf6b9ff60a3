import { useEffect, useState } from 'react';

/** The timeline's points appear over 1.5 s, advancing every 16 ms. */
const REVEAL_MS = 1500;
const REVEAL_STEP_MS = 16;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** How many of `total` points are visible: 0 at first, all of them after REVEAL_MS. */
export function useReveal(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(total);
      return;
    }
    setShown(0);
    const steps = Math.ceil(REVEAL_MS / REVEAL_STEP_MS);
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setShown(Math.min(total, Math.ceil((total * step) / steps)));
      if (step >= steps) clearInterval(timer);
    }, REVEAL_STEP_MS);
    return () => clearInterval(timer);
  }, [total]);
  return shown;
}
