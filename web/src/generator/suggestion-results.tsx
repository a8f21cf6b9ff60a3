import type { DomainSuggestion, GenerateDomainsResponse } from '@domainary/schema/contracts/generator.ts';
import { SuggestionCard } from './suggestion-card.tsx';

const fallbackNotes: Record<NonNullable<GenerateDomainsResponse['fallback']>['reason'], string> = {
  timeout: 'did not answer in time',
  upstream_error: 'could not be reached',
  malformed_answer: 'answered in a form we could not read',
  too_few_names: 'proposed no usable names',
  not_configured: 'is not fully configured',
};

/** The results: the title with a count badge, then one card per suggestion. */
export function SuggestionResults({
  response,
  onAcquire,
}: {
  response: GenerateDomainsResponse;
  onAcquire: (s: DomainSuggestion) => void;
}) {
  const { suggestions, fallback } = response;
  return (
    <section aria-labelledby="generator-results-title" className="space-y-4">
      <div className="flex items-center gap-3">
        <h2 id="generator-results-title" className="text-2xl font-bold">
          AI-Generated Domain Suggestions
        </h2>
        <span className="badge badge-primary" data-testid="suggestion-count">
          {suggestions.length}
        </span>
      </div>
      {fallback && (
        <p className="text-sm text-base-content/70" role="note">
          The language model {fallbackNotes[fallback.reason]}, so these names come from Domainary's built-in
          generator.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {suggestions.map((s) => (
          <SuggestionCard key={s.name} suggestion={s} onAcquire={onAcquire} />
        ))}
      </div>
    </section>
  );
}
