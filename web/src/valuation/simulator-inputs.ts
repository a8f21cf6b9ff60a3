import type { SimulatorRequest } from '@domainary/schema/contracts/valuation.ts';
import { isSimulatorExtension } from './simulator-options.ts';

/** What the Domain Factors tab holds: exactly the valuation request. */
export type SimulatorInputs = SimulatorRequest;

/** Slider ranges, steps and defaults. */
export const scoreSlider = { min: 1, max: 100, step: 1, initial: 50 } as const;
export const searchVolumeSlider = { min: 0, max: 100_000, step: 100, initial: 0 } as const;

export const initialInputs: SimulatorInputs = {
  domainName: '',
  extension: 'com',
  brandability: scoreSlider.initial,
  seoValue: scoreSlider.initial,
  commercialPotential: scoreSlider.initial,
  searchVolume: searchVolumeSlider.initial,
  industry: 'general',
};

export const requiredMessage = 'Domain name and extension are required';

/** The name input is lower-cased and trimmed. */
export function normalizeName(raw: string): string {
  return raw.toLowerCase().trim();
}

/**
 * When the typed name contains a dot and its last part is a supported extension, that
 * extension moves to the selector ("Example.io" is example + io). Applied when the name is
 * committed (the field is left or the form sent), not per keystroke, or typing "shop.com"
 * would split at ".co" before the "m" arrives.
 */
export function splitTypedExtension(inputs: SimulatorInputs): SimulatorInputs {
  const name = normalizeName(inputs.domainName);
  const dot = name.lastIndexOf('.');
  const last = name.slice(dot + 1);
  if (dot < 0 || !isSimulatorExtension(last)) return { ...inputs, domainName: name };
  return { ...inputs, domainName: name.slice(0, dot), extension: last };
}

export function isMissingRequired(inputs: SimulatorInputs): boolean {
  return inputs.domainName === '' || inputs.extension === '';
}

/** How far a slider may move after a calculation before the result is stale. */
const SCORE_TOLERANCE = 5;
const SEARCH_VOLUME_TOLERANCE = 100;

/**
 * Whether an edit since the calculation clears its result: the name, extension or
 * industry changed, a score slider moved by more than 5, or search volume by more than 100.
 */
export function clearsResult(calculated: SimulatorInputs, now: SimulatorInputs): boolean {
  return (
    now.domainName !== calculated.domainName ||
    now.extension !== calculated.extension ||
    now.industry !== calculated.industry ||
    Math.abs(now.brandability - calculated.brandability) > SCORE_TOLERANCE ||
    Math.abs(now.seoValue - calculated.seoValue) > SCORE_TOLERANCE ||
    Math.abs(now.commercialPotential - calculated.commercialPotential) > SCORE_TOLERANCE ||
    Math.abs(now.searchVolume - calculated.searchVolume) > SEARCH_VOLUME_TOLERANCE
  );
}
