import type { DomainSuggestion } from '@domainary/schema/contracts/generator.ts';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useCurrency } from '../currency/use-currency.ts';
import { AvailabilityNote, acquirable, registrationText } from '../domains/index.ts';
import { toast } from '../toast/toast-store.ts';
import { fqdnOf } from '../ui/fqdn.ts';
import { HeadlineValue, headlineOfSuggestion } from '../valuation/index.ts';
import { WatchButton } from '../watchlist/index.ts';
import { scoreTier, scoreTierClasses } from './generator-options.ts';

/** The copied check mark shows this long. */
const COPIED_INDICATOR_MS = 2000;

function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({
        title: 'Copy Failed',
        description: `Could not copy ${text} to the clipboard`,
        variant: 'destructive',
      });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    toast({ title: 'Domain Copied', description: `Copied ${text} to clipboard` });
  };
  return { copied, copy };
}

/**
 * One suggestion: name.extension, the colour-coded score, the explanation and a
 * copy button; also its value, availability, and links to its valuation and Acquire.
 */
export function SuggestionCard({
  suggestion,
  onAcquire,
}: {
  suggestion: DomainSuggestion;
  onAcquire: (s: DomainSuggestion) => void;
}) {
  const { formatPrice } = useCurrency();
  const fqdn = fqdnOf(suggestion);
  const tier = scoreTier(suggestion.score);
  const { copied, copy } = useCopy(fqdn);
  return (
    <article aria-label={fqdn} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="card-title text-lg break-all">{fqdn}</h3>
          <span
            className={`badge shrink-0 border-0 font-semibold ${scoreTierClasses[tier]}`}
            data-score-tier={tier}
          >
            Score: {suggestion.score}
          </span>
        </div>
        <p className="text-sm text-base-content/80">{suggestion.explanation}</p>
        <div className="grid grid-cols-2 gap-2 text-sm">
          <div data-field="estimated-value">
            <HeadlineValue headline={headlineOfSuggestion(suggestion)} />
          </div>
          <dl>
            <dt className="text-base-content/70">Registration</dt>
            <dd data-field="registration-cost">{registrationText(acquirable(suggestion), formatPrice)}</dd>
          </dl>
        </div>
        <AvailabilityNote availability={suggestion.availability} />
        {suggestion.provider !== 'builtin' && (
          <p className="text-xs text-base-content/70">Proposed by the language model, scored by Domainary.</p>
        )}
        <div className="card-actions items-center justify-end">
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={copied ? `Copied ${fqdn}` : `Copy ${fqdn}`}
            onClick={copy}
          >
            {copied ? (
              <Check aria-hidden="true" size={18} className="text-success" data-icon="check" />
            ) : (
              <Copy aria-hidden="true" size={18} data-icon="copy" />
            )}
          </button>
          <WatchButton fqdn={fqdn} />
          <Link
            href={`/domain-valuation?domain=${encodeURIComponent(fqdn)}`}
            className="btn btn-outline btn-sm"
          >
            Value
          </Link>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onAcquire(suggestion)}>
            Acquire
          </button>
        </div>
      </div>
    </article>
  );
}
