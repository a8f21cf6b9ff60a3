import { useReducer, useState } from 'react';
import { ApiRequestError } from '../api/api-request.ts';
import { errorMessageOf } from '../api/error-message.ts';
import { toast } from '../toast/toast-store.ts';
import { isMissingRequired, type SimulatorInputs, splitTypedExtension } from './simulator-inputs.ts';
import { initialSimulatorState, simulatorReducer } from './simulator-state.ts';
import { fetchValuation, simulateValuation } from './valuation-api.ts';

/**
 * A valuation failure reads as the server's own message, else 'Failed to calculate domain value'
 * when the server answered without one, else 'An error occurred during valuation' (no answer).
 */
export function valuationErrorMessage(error: unknown): string {
  return errorMessageOf(
    error,
    error instanceof ApiRequestError
      ? 'Failed to calculate domain value'
      : 'An error occurred during valuation',
  );
}

function reportFailure(error: unknown): string {
  const message = valuationErrorMessage(error);
  toast({ title: 'Valuation Error', description: message, variant: 'destructive' });
  return message;
}

/** The simulator screen's state and what its controls do. */
export function useSimulator(initial?: SimulatorInputs) {
  const [state, dispatch] = useReducer(simulatorReducer, initial, initialSimulatorState);
  const [loadingOwn, setLoadingOwn] = useState(false);

  async function calculate() {
    const inputs = splitTypedExtension(state.inputs);
    dispatch({ type: 'commit-name' });
    if (isMissingRequired(inputs) || state.calculating) return;
    dispatch({ type: 'start' });
    try {
      const response = await simulateValuation(inputs);
      dispatch({ type: 'success', inputs, response });
    } catch (error) {
      dispatch({ type: 'failure', message: reportFailure(error) });
    }
  }

  /** Sets the sliders and industry to the name's own valuation: calculating then reproduces it. */
  async function startFromOwnValuation() {
    const inputs = splitTypedExtension(state.inputs);
    dispatch({ type: 'commit-name' });
    if (isMissingRequired(inputs)) return;
    setLoadingOwn(true);
    try {
      const valuation = await fetchValuation(`${inputs.domainName}.${inputs.extension}`);
      dispatch({ type: 'edit', patch: valuation.ownFactors });
    } catch (error) {
      dispatch({ type: 'failure', message: reportFailure(error) });
    } finally {
      setLoadingOwn(false);
    }
  }

  return { state, dispatch, calculate, startFromOwnValuation, loadingOwn };
}
