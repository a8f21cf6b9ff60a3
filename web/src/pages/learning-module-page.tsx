import type { RouteComponentProps } from 'wouter';
import { ApiRequestError } from '../api/api-request.ts';
import { BackToLearning } from '../learning/back-to-learning.tsx';
import { useLearningModule } from '../learning/learning-api.ts';
import { ModuleDetail } from '../learning/module-detail.tsx';
import { ModuleNotFound } from '../learning/module-not-found.tsx';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** /learning/{id}: the route only matches numeric ids, so a module is always looked up by number. */
export default function LearningModulePage({ params }: RouteComponentProps<{ id?: string }>) {
  const id = Number(params.id);
  const module = useLearningModule(id);
  usePageMeta({
    title: module.data
      ? `${module.data.title} - ${productName} Academy`
      : `Domain Investment Academy - ${productName}`,
    description: module.data?.description ?? 'A module of the Domainary Domain Investment Academy.',
    path: `/learning/${id}`,
  });
  if (module.error instanceof ApiRequestError && module.error.status === 404) return <ModuleNotFound />;
  if (module.error) {
    return (
      <div className="space-y-4">
        <BackToLearning />
        <h1 className="text-3xl font-bold">Domain Investment Academy</h1>
        <ErrorAlert
          title="Failed to load this module."
          error={module.error}
          fallback="Please try again later."
        />
      </div>
    );
  }
  if (!module.data) {
    // The page keeps its shape while the module arrives: a heading placeholder, then the module.
    return (
      <div className="space-y-4">
        <BackToLearning />
        <h1 className="skeleton h-9 w-2/3 max-w-xl">
          <span className="sr-only">Loading module</span>
        </h1>
        <Spinner size="lg" label="Loading module" />
      </div>
    );
  }
  return <ModuleDetail key={module.data.id} module={module.data} />;
}
