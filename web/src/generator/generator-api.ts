import type { GenerateDomainsResponse } from '@domainary/schema/contracts/generator.ts';
import { apiRequest } from '../api/api-request.ts';
import { ScreenRequestError } from '../api/error-message.ts';
import { type GeneratorFormValues, generateRequestOf } from './generator-form-state.ts';

/** Name ideas for the form's keyword and options (POST /api/ai/domains/generate). */
export async function requestSuggestions(form: GeneratorFormValues): Promise<GenerateDomainsResponse> {
  try {
    return await apiRequest<GenerateDomainsResponse>('/api/ai/domains/generate', {
      method: 'POST',
      body: generateRequestOf(form),
    });
  } catch (error) {
    // Any failed generation reads the same to the visitor.
    throw new ScreenRequestError('Failed to generate domain suggestions', error);
  }
}
