/** Shown while a lazily loaded page's code arrives. */
export function PageLoading() {
  return (
    <div className="flex justify-center py-24">
      <span
        className="loading loading-spinner loading-lg text-primary"
        role="status"
        aria-label="Loading page"
      />
    </div>
  );
}
