import { LinePath } from '@visx/shape';

/**
 * One series of a line chart: the line through the points and a dot on each, whose title
 * names the point's value on hover. The dot's outline is half a pixel thinner than the line.
 */
export function LineSeries<P>({
  points,
  x,
  y,
  pointKey,
  pointTitle,
  className,
  strokeWidth,
  dotRadius,
  name,
}: {
  points: readonly P[];
  x: (point: P) => number;
  y: (point: P) => number;
  pointKey: (point: P) => string;
  pointTitle: (point: P) => string;
  /** The stroke colour class of the line and the dots' outline. */
  className: string;
  strokeWidth: number;
  dotRadius: number;
  /** Marks each dot with `data-point` for tests that count the points drawn. */
  name?: string;
}) {
  return (
    <g>
      <LinePath
        data={[...points]}
        x={x}
        y={y}
        className={`fill-none ${className}`}
        strokeWidth={strokeWidth}
        strokeLinejoin="round"
      />
      {points.map((p) => (
        <circle
          key={pointKey(p)}
          cx={x(p)}
          cy={y(p)}
          r={dotRadius}
          className={`fill-base-100 ${className}`}
          strokeWidth={strokeWidth - 0.5}
          data-point={name}
        >
          <title>{pointTitle(p)}</title>
        </circle>
      ))}
    </g>
  );
}
