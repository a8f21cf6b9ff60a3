import { BackToLearning } from './back-to-learning.tsx';

/** 'Module Not Found': the screen for a module id the API does not know. */
export function ModuleNotFound() {
  return (
    <section className="mx-auto max-w-xl py-24 text-center">
      <h1 className="text-3xl font-bold">Module Not Found</h1>
      <p className="mt-4 text-base-content/80">
        The learning module you are looking for does not exist or has been removed.
      </p>
      <div className="mt-8">
        <BackToLearning />
      </div>
    </section>
  );
}
