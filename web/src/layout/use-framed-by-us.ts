import { useEffect, useState } from 'react';

/**
 * True when this page is shown in a frame of one of our own pages (an academy lesson that
 * embeds a tool), so the layout can leave out the site chrome. Decided after mount, so
 * pre-rendered HTML always hydrates with the full layout first.
 */
export function useFramedByUs(): boolean {
  const [framed, setFramed] = useState(false);
  useEffect(() => {
    try {
      setFramed(window.top !== window.self && window.top?.location.origin === window.location.origin);
    } catch {
      // A cross-origin parent cannot be read (and our CSP does not let one frame us anyway).
      setFramed(false);
    }
  }, []);
  return framed;
}
