/** A failed load, said in an alert the screen reader announces. */
export function LoadFailure({ message }: { message: string }) {
  return (
    <div role="alert" className="alert alert-error">
      {message}
    </div>
  );
}

/** A named spinner while academy data arrives. */
export function Loading({ label }: { label: string }) {
  return <span className="loading loading-spinner loading-lg" role="status" aria-label={label} />;
}
