import {
  DEFAULT_GENERATOR_COUNT,
  DEFAULT_GENERATOR_EXTENSION,
  type GenerateDomainsRequest,
  type GeneratorCount,
  type GeneratorExtension,
  type GeneratorIndustry,
  type GeneratorTone,
} from '@domainary/schema/contracts/generator.ts';

/** What the form holds, as typed: untrimmed text, and '' for "no tone". */
export type GeneratorFormValues = {
  keyword: string;
  industry: GeneratorIndustry;
  extension: GeneratorExtension;
  purpose: string;
  tone: GeneratorTone | '';
  count: GeneratorCount;
};

export const initialGeneratorForm: GeneratorFormValues = {
  keyword: '',
  industry: 'all',
  extension: DEFAULT_GENERATOR_EXTENSION,
  purpose: '',
  tone: '',
  count: DEFAULT_GENERATOR_COUNT,
};

export const isKeywordBlank = (form: GeneratorFormValues) => form.keyword.trim() === '';

/**
 * The request: keyword and purpose trimmed, a blank purpose and a blank tone left
 * out, industry 'all' sent as 'all'.
 */
export function generateRequestOf(form: GeneratorFormValues): GenerateDomainsRequest {
  const purpose = form.purpose.trim();
  return {
    keyword: form.keyword.trim(),
    industry: form.industry,
    ...(purpose ? { purpose } : {}),
    ...(form.tone ? { tone: form.tone } : {}),
    count: form.count,
    extension: form.extension,
  };
}
