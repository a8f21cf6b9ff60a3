import { Spinner } from '../ui/spinner.tsx';

/** Shown while a lazily loaded page's code arrives. */
export function PageLoading() {
  return (
    <div className="flex justify-center py-24">
      <Spinner size="lg" label="Loading page" className="text-primary" />
    </div>
  );
}
