/** daisyUI's size classes written whole, so Tailwind finds them in the source. */
const sizeClasses = { xs: 'loading-xs', sm: 'loading-sm', md: '', lg: 'loading-lg' } as const;

type SpinnerProps = {
  size?: keyof typeof sizeClasses;
  /**
   * What is loading ("Loading quiz"). With it the spinner is a status a screen reader
   * announces; without it the spinner only decorates a button or text that already says so.
   */
  label?: string;
  /** Spacing or colour where the spinner sits (`mr-1 align-middle`). */
  className?: string;
};

/** The one spinner of the app. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const classes = ['loading loading-spinner', sizeClasses[size], className].filter(Boolean).join(' ');
  return label === undefined ? (
    <span className={classes} aria-hidden="true" />
  ) : (
    <span className={classes} role="status" aria-label={label} />
  );
}
