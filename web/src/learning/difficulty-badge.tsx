const levels = [
  { label: 'Beginner', className: 'badge-success' },
  { label: 'Intermediate', className: 'badge-warning' },
  { label: 'Advanced', className: 'badge-error' },
] as const;

/** Levels are clamped to 1-3 before they are labelled. */
export function difficultyOf(level: number) {
  const clamped = Number.isFinite(level) ? Math.min(3, Math.max(1, Math.round(level))) : 1;
  return levels[clamped - 1] ?? levels[0];
}

/** Beginner (green), Intermediate (yellow) or Advanced (red). */
export function DifficultyBadge({ level }: { level: number }) {
  const { label, className } = difficultyOf(level);
  return <span className={`badge badge-sm font-medium ${className}`}>{label}</span>;
}
