import { useParentSize } from '@visx/responsive';

/**
 * The width a chart should draw at. Before the browser measures (pre-rendered HTML, the
 * hydrating render) it is `fallback`; the SVG's viewBox then scales that drawing to fit.
 */
export function useChartWidth(fallback: number) {
  const { parentRef, width } = useParentSize({
    initialSize: { width: fallback },
    ignoreDimensions: ['height', 'top', 'left'],
    debounceTime: 100,
  });
  return { ref: parentRef, width: width > 0 ? width : fallback };
}
