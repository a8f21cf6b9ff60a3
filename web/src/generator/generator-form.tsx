import {
  GENERATOR_KEYWORD_MAX,
  GENERATOR_PURPOSE_MAX,
  type GeneratorCount,
  type GeneratorExtension,
  type GeneratorIndustry,
  type GeneratorTone,
  generatorCounts,
  generatorExtensions,
  generatorIndustries,
  generatorTones,
} from '@domainary/schema/contracts/generator.ts';
import { normaliseKeyword } from '@domainary/schema/keyword/normalise-keyword.ts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { HelpTooltip } from '../ui/help-tooltip.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { type GeneratorFormValues as FormValues, isKeywordBlank } from './generator-form-state.ts';
import { extensionLabel, industryLabels, toneLabels } from './generator-options.ts';

type Props = {
  form: FormValues;
  onChange: (patch: Partial<FormValues>) => void;
  onGenerate: () => void;
  loading: boolean;
};

/** The generator form: keyword, industry, extension, and the collapsible Advanced Options. */
export function GeneratorForm({ form, onChange, onGenerate, loading }: Props) {
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advancedId = useId();
  const ids = useId();
  const blank = isKeywordBlank(form);
  // Names are built from the keyword's letters and digits, read as the domain search reads them.
  const nothingToBuildOn = !blank && normaliseKeyword(form.keyword).problem === 'nothing-searchable';
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <div className="grid gap-4 md:grid-cols-3">
        <label className="form-control md:col-span-3">
          <span className="label-text mb-1 font-medium">
            Keyword{' '}
            <span aria-hidden="true" className="text-error">
              *
            </span>
          </span>
          <input
            className="input input-bordered w-full"
            name="keyword"
            value={form.keyword}
            required
            maxLength={GENERATOR_KEYWORD_MAX}
            aria-invalid={nothingToBuildOn || undefined}
            aria-describedby={nothingToBuildOn ? `${ids}-keyword-hint` : undefined}
            autoComplete="off"
            placeholder="e.g. coffee, fitness, green energy"
            onChange={(event) => onChange({ keyword: event.target.value })}
            onKeyDown={(event) => {
              // The button is disabled while the keyword is blank, so Enter would do nothing:
              // say why instead ('Keyword Required').
              if (event.key === 'Enter' && blank) {
                event.preventDefault();
                onGenerate();
              }
            }}
          />
        </label>
        {nothingToBuildOn && (
          <p id={`${ids}-keyword-hint`} className="-mt-3 text-sm text-error md:col-span-3">
            Names are made of letters and digits: type a word or two, like “green energy”.
          </p>
        )}
        <div className="form-control">
          <label htmlFor={`${ids}-industry`} className="label-text mb-1 font-medium">
            Industry
          </label>
          <select
            id={`${ids}-industry`}
            className="select select-bordered w-full"
            name="industry"
            value={form.industry}
            onChange={(event) => onChange({ industry: event.target.value as GeneratorIndustry })}
          >
            {generatorIndustries.map((id) => (
              <option key={id} value={id}>
                {industryLabels[id]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-control">
          <label htmlFor={`${ids}-extension`} className="label-text mb-1 font-medium">
            Extension
          </label>
          <select
            id={`${ids}-extension`}
            className="select select-bordered w-full"
            name="extension"
            value={form.extension}
            onChange={(event) => onChange({ extension: event.target.value as GeneratorExtension })}
          >
            {generatorExtensions.map((ext) => (
              <option key={ext} value={ext}>
                {extensionLabel(ext)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="rounded-box border border-base-300">
        <button
          type="button"
          className="flex w-full items-center justify-between px-4 py-3 text-left font-medium"
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          Advanced Options
          <ChevronDown
            aria-hidden="true"
            size={18}
            className={`transition-transform ${advancedOpen ? 'rotate-180' : ''}`}
          />
        </button>
        {advancedOpen && (
          <div id={advancedId} className="grid gap-4 border-t border-base-300 p-4 md:grid-cols-2">
            <div className="form-control md:col-span-2">
              <div className="mb-1 flex items-center gap-1">
                <label htmlFor={`${advancedId}-purpose`} className="label-text font-medium">
                  Purpose
                </label>
                <HelpTooltip
                  label="About the purpose"
                  text="Describe the purpose of your website or business"
                />
              </div>
              <textarea
                id={`${advancedId}-purpose`}
                className="textarea textarea-bordered w-full"
                name="purpose"
                rows={3}
                maxLength={GENERATOR_PURPOSE_MAX}
                value={form.purpose}
                placeholder="e.g. An online shop for handmade ceramics"
                onChange={(event) => onChange({ purpose: event.target.value })}
              />
              <span className="mt-1 text-right text-xs text-base-content/70">
                {form.purpose.length}/{GENERATOR_PURPOSE_MAX}
              </span>
            </div>
            <div className="form-control">
              <label htmlFor={`${ids}-tone`} className="label-text mb-1 font-medium">
                Tone
              </label>
              <select
                id={`${ids}-tone`}
                className="select select-bordered w-full"
                name="tone"
                value={form.tone}
                onChange={(event) => onChange({ tone: event.target.value as GeneratorTone | '' })}
              >
                <option value="">Any tone</option>
                {generatorTones.map((tone) => (
                  <option key={tone} value={tone}>
                    {toneLabels[tone]}
                  </option>
                ))}
              </select>
            </div>
            <div className="form-control">
              <label htmlFor={`${ids}-count`} className="label-text mb-1 font-medium">
                Number of Suggestions
              </label>
              <select
                id={`${ids}-count`}
                className="select select-bordered w-full"
                name="count"
                value={form.count}
                onChange={(event) => onChange({ count: Number(event.target.value) as GeneratorCount })}
              >
                {generatorCounts.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </div>

      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={loading || blank}>
        {loading ? (
          <>
            <Spinner size="sm" />
            Generating...
          </>
        ) : (
          'Generate Domain Suggestions'
        )}
      </button>
    </form>
  );
}
