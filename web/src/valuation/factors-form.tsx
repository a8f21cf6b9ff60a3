import { Calculator, History } from 'lucide-react';
import type { Dispatch } from 'react';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { scoreLevel, searchVolumeLevel } from './factor-levels.ts';
import { isMissingRequired, requiredMessage, scoreSlider, searchVolumeSlider } from './simulator-inputs.ts';
import { simulatorExtensions, simulatorIndustries } from './simulator-options.ts';
import type { SimulatorAction, SimulatorState } from './simulator-state.ts';
import { SliderField } from './slider-field.tsx';

const whole = new Intl.NumberFormat('en-US');

const scoreSliders = [
  {
    key: 'brandability',
    label: 'Brandability',
    hint: 'How easy the name is to say, spell and remember.',
  },
  {
    key: 'seoValue',
    label: 'SEO Value',
    hint: 'How well the words match what people search for.',
  },
  {
    key: 'commercialPotential',
    label: 'Commercial Potential',
    hint: 'How much a business would gain from owning it.',
  },
] as const;

/** The 'Domain Factors' tab: the name, its extension, four sliders, the industry and Calculate. */
export function FactorsForm({
  state,
  dispatch,
  onCalculate,
  onStartFromOwn,
  loadingOwn,
}: {
  state: SimulatorState;
  dispatch: Dispatch<SimulatorAction>;
  onCalculate: () => void;
  onStartFromOwn: () => void;
  loadingOwn: boolean;
}) {
  const { inputs, calculating, error } = state;
  const missing = isMissingRequired(inputs);
  const edit = (patch: Partial<typeof inputs>) => dispatch({ type: 'edit', patch });
  return (
    <form
      noValidate
      className="space-y-8"
      onSubmit={(event) => {
        event.preventDefault();
        onCalculate();
      }}
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold">Domain</legend>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-60">
            <label htmlFor="simulator-name" className="mb-1 block font-medium">
              Domain Name
            </label>
            <input
              id="simulator-name"
              className="input w-full"
              value={inputs.domainName}
              placeholder="yourbrand"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={state.showRequired && missing}
              aria-describedby={state.showRequired && missing ? 'simulator-required' : undefined}
              onChange={(event) => edit({ domainName: event.target.value })}
              onBlur={() => dispatch({ type: 'commit-name' })}
            />
          </div>
          <div className="w-36">
            <label htmlFor="simulator-extension" className="mb-1 block font-medium">
              Extension
            </label>
            <select
              id="simulator-extension"
              className="select w-full"
              value={inputs.extension}
              onChange={(event) => edit({ extension: event.target.value })}
            >
              {simulatorExtensions.map((extension) => (
                <option key={extension} value={extension}>
                  .{extension}
                </option>
              ))}
            </select>
          </div>
        </div>
        {state.showRequired && missing && (
          <p id="simulator-required" role="alert" className="text-sm text-error">
            {requiredMessage}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={missing || loadingOwn}
            aria-describedby="simulator-own-hint"
            onClick={onStartFromOwn}
          >
            {loadingOwn ? <Spinner size="xs" /> : <History aria-hidden="true" size={16} />}
            Start from this name's own valuation
          </button>
          <p id="simulator-own-hint" className="text-xs text-base-content/70">
            Sets the sliders and industry to the scores our valuation gives this name; calculating then shows
            its valued value, and moving a slider shows what that factor is worth.
          </p>
        </div>
      </fieldset>

      <fieldset className="grid gap-6 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Factors</legend>
        {scoreSliders.map(({ key, label, hint }) => (
          <SliderField
            key={key}
            id={`simulator-${key}`}
            label={label}
            hint={hint}
            value={inputs[key]}
            min={scoreSlider.min}
            max={scoreSlider.max}
            step={scoreSlider.step}
            display={String(inputs[key])}
            level={scoreLevel(inputs[key])}
            onChange={(value) => edit({ [key]: value })}
          />
        ))}
        <SliderField
          id="simulator-searchVolume"
          label="Monthly Search Volume"
          hint="Searches a month for the name's words."
          value={inputs.searchVolume}
          min={searchVolumeSlider.min}
          max={searchVolumeSlider.max}
          step={searchVolumeSlider.step}
          display={whole.format(inputs.searchVolume)}
          level={searchVolumeLevel(inputs.searchVolume)}
          onChange={(searchVolume) => edit({ searchVolume })}
        />
        <div className="md:col-span-2 md:w-1/2 md:pr-3">
          <label htmlFor="simulator-industry" className="mb-1 block font-medium">
            Industry
          </label>
          <select
            id="simulator-industry"
            className="select w-full"
            value={inputs.industry}
            onChange={(event) => edit({ industry: event.target.value as typeof inputs.industry })}
          >
            {simulatorIndustries.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </fieldset>

      {error && <ErrorAlert message={error} />}

      <button type="submit" className="btn btn-primary btn-lg" disabled={calculating || missing}>
        {calculating ? (
          <>
            <Spinner size="sm" />
            Calculating...
          </>
        ) : (
          <>
            <Calculator aria-hidden="true" size={18} />
            Calculate Value
          </>
        )}
      </button>
    </form>
  );
}
