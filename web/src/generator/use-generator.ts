import type { GenerateDomainsResponse } from '@domainary/schema/contracts/generator.ts';
import { useState } from 'react';
import { errorMessageOf } from '../api/error-message.ts';
import { toast } from '../toast/toast-store.ts';
import { requestSuggestions } from './generator-api.ts';
import { type GeneratorFormValues, isKeywordBlank } from './generator-form-state.ts';

/** The generator's states; results are cleared while a request runs. */
export type GeneratorState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'results'; keyword: string; response: GenerateDomainsResponse };

/** The generator screen's state and its one action, with its toasts (keyword required, success, failure). */
export function useGenerator() {
  const [state, setState] = useState<GeneratorState>({ phase: 'idle' });

  async function generate(form: GeneratorFormValues) {
    if (isKeywordBlank(form)) {
      toast({
        title: 'Keyword Required',
        description: 'Please enter a keyword for domain generation',
        variant: 'destructive',
      });
      return;
    }
    if (state.phase === 'loading') return;
    setState({ phase: 'loading' });
    const keyword = form.keyword.trim();
    try {
      const response = await requestSuggestions(form);
      setState({ phase: 'results', keyword, response });
      const n = response.suggestions.length;
      toast({
        title: 'Domains Generated!',
        description: `Generated ${n} domain suggestion${n === 1 ? '' : 's'} for "${keyword}"`,
      });
    } catch (error) {
      setState({ phase: 'idle' });
      toast({
        title: 'Generation Failed',
        description: errorMessageOf(error, 'Could not generate domain suggestions'),
        variant: 'destructive',
      });
    }
  }

  return { state, generate };
}
