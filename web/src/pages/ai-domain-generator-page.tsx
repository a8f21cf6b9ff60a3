import { useState } from 'react';
import { useSearchParams } from 'wouter';
import type { ConversionOrder } from '../affiliate/conversion-order.ts';
import { ConversionTagFrame } from '../affiliate/conversion-tag-frame.tsx';
import { generatorPrefill } from '../companies/generator-link.ts';
import { AcquireDialog } from '../domains/acquire-dialog.tsx';
import { type AcquirableDomain, acquirable } from '../domains/acquire-order.ts';
import { GeneratorForm } from '../generator/generator-form.tsx';
import { type GeneratorFormValues, initialGeneratorForm } from '../generator/generator-form-state.ts';
import { SuggestionResults } from '../generator/suggestion-results.tsx';
import { useGenerator } from '../generator/use-generator.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';

/** /ai-domain-generator: name ideas, each valued, scored and checked. */
export default function AiDomainGeneratorPage() {
  usePageMeta({
    title: `AI Domain Generator - ${productName}`,
    description:
      'Generate brandable domain names from a keyword, industry, purpose and tone. Every suggestion comes with a score, an estimated value and how its availability was checked.',
    path: '/ai-domain-generator',
  });
  const [params] = useSearchParams();
  // A company's "Generate Suggestions" opens this page with its brand and industry.
  const [form, setForm] = useState<GeneratorFormValues>(() => ({
    ...initialGeneratorForm,
    ...generatorPrefill(params),
  }));
  const { state, generate } = useGenerator();
  const [acquiring, setAcquiring] = useState<AcquirableDomain | null>(null);
  const [order, setOrder] = useState<ConversionOrder | null>(null);
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold sm:text-4xl">AI Domain Generator</h1>
        <p className="text-base-content/80">
          Give a keyword and, if you like, your industry, what the site is for and the tone you want. Each
          name is scored and valued by our valuation model and, where this site checks names live, checked
          with its registry.
        </p>
      </header>
      <div className="rounded-box border border-base-300 p-4 sm:p-6">
        <GeneratorForm
          form={form}
          onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
          onGenerate={() => generate(form)}
          loading={state.phase === 'loading'}
        />
      </div>
      {state.phase === 'results' && (
        <SuggestionResults response={state.response} onAcquire={(s) => setAcquiring(acquirable(s))} />
      )}
      {acquiring && (
        <AcquireDialog
          domain={acquiring}
          onCancel={() => setAcquiring(null)}
          onDone={(done) => {
            setAcquiring(null);
            setOrder(done);
          }}
        />
      )}
      {order && <ConversionTagFrame key={order.orderId} order={order} />}
    </div>
  );
}
