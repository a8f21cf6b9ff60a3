import type { SimulatorResponse } from '@domainary/schema/contracts/valuation.ts';
import {
  clearsResult,
  initialInputs,
  isMissingRequired,
  normalizeName,
  type SimulatorInputs,
  splitTypedExtension,
} from './simulator-inputs.ts';

export type SimulatorTab = 'factors' | 'results';

export type SimulatorState = {
  inputs: SimulatorInputs;
  /** The last successful calculation and the inputs it was made with. */
  result: { inputs: SimulatorInputs; response: SimulatorResponse } | null;
  tab: SimulatorTab;
  calculating: boolean;
  /** The required-field message shows once the visitor left the name or tried to calculate. */
  showRequired: boolean;
  /** The inline message of the last failed calculation. */
  error: string | null;
};

export type SimulatorAction =
  | { type: 'edit'; patch: Partial<SimulatorInputs> }
  | { type: 'commit-name' }
  | { type: 'start' }
  | { type: 'success'; inputs: SimulatorInputs; response: SimulatorResponse }
  | { type: 'failure'; message: string }
  | { type: 'select-tab'; tab: SimulatorTab };

export function initialSimulatorState(inputs: SimulatorInputs = initialInputs): SimulatorState {
  return {
    inputs,
    result: null,
    tab: 'factors',
    calculating: false,
    showRequired: false,
    error: null,
  };
}

/** New inputs; a result they move too far from is cleared, which disables Results. */
function withInputs(state: SimulatorState, inputs: SimulatorInputs): SimulatorState {
  const stale = state.result !== null && clearsResult(state.result.inputs, inputs);
  return {
    ...state,
    inputs,
    result: stale ? null : state.result,
    tab: stale ? 'factors' : state.tab,
    error: null,
  };
}

export function simulatorReducer(state: SimulatorState, action: SimulatorAction): SimulatorState {
  switch (action.type) {
    case 'edit': {
      const { domainName } = action.patch;
      const patch =
        domainName === undefined ? action.patch : { ...action.patch, domainName: normalizeName(domainName) };
      return withInputs(state, { ...state.inputs, ...patch });
    }
    case 'commit-name': {
      const inputs = splitTypedExtension(state.inputs);
      return { ...withInputs(state, inputs), showRequired: isMissingRequired(inputs) };
    }
    case 'start':
      return { ...state, calculating: true, error: null };
    case 'success':
      // Inputs edited past the clearing thresholds while the request ran make its answer stale.
      if (clearsResult(action.inputs, state.inputs)) return { ...state, calculating: false };
      return {
        ...state,
        calculating: false,
        result: { inputs: action.inputs, response: action.response },
        tab: 'results',
      };
    case 'failure':
      return { ...state, calculating: false, error: action.message };
    case 'select-tab':
      return action.tab === 'results' && !state.result ? state : { ...state, tab: action.tab };
  }
}
