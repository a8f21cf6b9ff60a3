import { useMemo } from 'react';
import { storedClickId } from './click-id.ts';
import type { ConversionOrder } from './conversion-order.ts';
import { conversionTagUrl } from './tag-url.ts';

/**
 * The invisible 1x1 frame pointing at the network's conversion tag, always added on
 * the conversion page. Render it once per order, after the order is confirmed. The frame is
 * sandboxed (no script, forms, popups or navigation of this page) and sends no referrer, so
 * the third party learns the ids in its URL and nothing of the page around it.
 */
export function ConversionTagFrame({ order }: { order: ConversionOrder }) {
  const src = useMemo(() => conversionTagUrl(order, storedClickId()), [order]);
  return (
    <iframe
      src={src}
      title="Conversion tracking"
      width={1}
      height={1}
      aria-hidden="true"
      tabIndex={-1}
      sandbox=""
      referrerPolicy="no-referrer"
      data-testid="conversion-tag-frame"
      className="pointer-events-none absolute -left-[9999px] top-0 h-px w-px border-0 opacity-0"
    />
  );
}
