import { type ReactNode, type Ref, useId } from 'react';

/**
 * The frame of every chart: a responsive SVG (drawn at `width`, scaled by its viewBox until
 * the browser has measured) that screen readers meet as one image named by its title and
 * summary. The drawing inside is hidden from them: its parts would only be noise.
 */
export function ChartSvg({
  measureRef,
  width,
  height,
  title,
  summary,
  children,
}: {
  measureRef: Ref<HTMLDivElement>;
  width: number;
  height: number;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div ref={measureRef} className="w-full">
      <svg
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group is not focusable, and the drawing holds no controls */}
        <g aria-hidden="true">{children}</g>
      </svg>
    </div>
  );
}
