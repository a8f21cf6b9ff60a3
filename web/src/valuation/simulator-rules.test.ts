import type { SimulatorResponse } from '@domainary/schema/contracts/valuation.ts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-request.ts';
import { factorBarPercent, scoreLevel, searchVolumeLevel, valueColourClass } from './factor-levels.ts';
import {
  clearsResult,
  initialInputs,
  normalizeName,
  type SimulatorInputs,
  splitTypedExtension,
} from './simulator-inputs.ts';
import { simulatorExtensions, simulatorIndustries } from './simulator-options.ts';
import { initialSimulatorState, type SimulatorState, simulatorReducer } from './simulator-state.ts';
import { valuationErrorMessage } from './use-simulator.ts';

const calculated: SimulatorInputs = { ...initialInputs, domainName: 'greenleaf' };
const response = { domainName: 'greenleaf', extension: 'com' } as SimulatorResponse;

function withResult(): SimulatorState {
  return simulatorReducer(initialSimulatorState(calculated), {
    type: 'success',
    inputs: calculated,
    response,
  });
}

describe('simulator labels and display thresholds', () => {
  it.each([
    [1, 'Low'],
    [29, 'Low'],
    [30, 'Medium'],
    [69, 'Medium'],
    [70, 'High'],
    [100, 'High'],
  ])('score %i is %s', (value, level) => expect(scoreLevel(value)).toBe(level));

  it.each([
    [0, 'Very Low'],
    [99, 'Very Low'],
    [100, 'Low'],
    [999, 'Low'],
    [1000, 'Medium'],
    [9999, 'Medium'],
    [10_000, 'High'],
    [49_999, 'High'],
    [50_000, 'Very High'],
    [100_000, 'Very High'],
  ])('search volume %i is %s', (value, level) => expect(searchVolumeLevel(value)).toBe(level));

  it('colours values at 800, 500, 300 and 150', () => {
    const colours = [1000, 800, 799, 500, 499, 300, 299, 150, 149, 0].map(valueColourClass);
    expect(new Set(colours.slice(0, 2)).size).toBe(1);
    expect(colours[1]).not.toBe(colours[2]);
    expect(colours[2]).toBe(colours[3]);
    expect(colours[3]).not.toBe(colours[4]);
    expect(colours[5]).not.toBe(colours[6]);
    expect(colours[7]).not.toBe(colours[8]);
    expect(new Set(colours).size).toBe(5);
  });

  it('fills a factor bar at 2.0 (factor x 50%), never past full', () => {
    expect(factorBarPercent(1)).toBe(50);
    expect(factorBarPercent(2)).toBe(100);
    expect(factorBarPercent(3.4)).toBe(100);
    expect(factorBarPercent(0.3)).toBe(15);
  });

  it('offers 25 extensions and 23 industries', () => {
    expect(simulatorExtensions).toHaveLength(25);
    expect(new Set(simulatorIndustries.map((i) => i.name)).size).toBe(23);
  });
});

describe('simulator name input', () => {
  it('lower-cases and trims', () => expect(normalizeName('  GreenLeaf ')).toBe('greenleaf'));

  it('splits a typed supported extension off into the selector', () => {
    expect(splitTypedExtension({ ...initialInputs, domainName: 'Shop.IO' })).toMatchObject({
      domainName: 'shop',
      extension: 'io',
    });
    expect(splitTypedExtension({ ...initialInputs, domainName: 'my.shop.store' })).toMatchObject({
      domainName: 'my.shop',
      extension: 'store',
    });
  });

  it('leaves an unsupported last part in the name', () => {
    expect(splitTypedExtension({ ...initialInputs, domainName: 'shop.xyz' })).toMatchObject({
      domainName: 'shop.xyz',
      extension: 'com',
    });
  });

  it('lower-cases as the name is typed and splits only when it is committed', () => {
    let state = simulatorReducer(initialSimulatorState(), { type: 'edit', patch: { domainName: 'Shop.CO' } });
    expect(state.inputs).toMatchObject({ domainName: 'shop.co', extension: 'com' });
    state = simulatorReducer(state, { type: 'commit-name' });
    expect(state.inputs).toMatchObject({ domainName: 'shop', extension: 'co' });
  });

  it('shows the required message once an empty name is left', () => {
    const state = simulatorReducer(initialSimulatorState(), { type: 'commit-name' });
    expect(state.showRequired).toBe(true);
    expect(simulatorReducer(state, { type: 'edit', patch: { domainName: 'a' } }).inputs.domainName).toBe('a');
  });
});

describe('clearing the result', () => {
  it.each<[string, Partial<SimulatorInputs>, boolean]>([
    ['a slider moved by 5', { brandability: 55 }, false],
    ['a slider moved by 6', { brandability: 56 }, true],
    ['SEO value moved down by 6', { seoValue: 44 }, true],
    ['commercial potential moved by 5', { commercialPotential: 45 }, false],
    ['search volume moved by 100', { searchVolume: 100 }, false],
    ['search volume moved by 200', { searchVolume: 200 }, true],
    ['the industry changed', { industry: 'tech' }, true],
    ['the extension changed', { extension: 'io' }, true],
    ['the name changed', { domainName: 'greenleafs' }, true],
  ])('%s: cleared %s', (_what, patch, cleared) => {
    expect(clearsResult(calculated, { ...calculated, ...patch })).toBe(cleared);
    const state = simulatorReducer(withResult(), { type: 'edit', patch });
    expect(state.result === null).toBe(cleared);
    expect(state.tab).toBe(cleared ? 'factors' : 'results');
  });

  it('measures moves from the calculated values, not step by step', () => {
    let state = withResult();
    for (const brandability of [53, 55, 56])
      state = simulatorReducer(state, { type: 'edit', patch: { brandability } });
    expect(state.result).toBeNull();
  });

  it('switches to Results on success and keeps Results unselectable without a result', () => {
    expect(withResult().tab).toBe('results');
    const empty = simulatorReducer(initialSimulatorState(), { type: 'select-tab', tab: 'results' });
    expect(empty.tab).toBe('factors');
  });

  it('drops an answer made stale by edits while it was being calculated', () => {
    const editing = simulatorReducer(initialSimulatorState(calculated), { type: 'start' });
    const edited = simulatorReducer(editing, { type: 'edit', patch: { industry: 'finance' } });
    const done = simulatorReducer(edited, { type: 'success', inputs: calculated, response });
    expect(done.result).toBeNull();
    expect(done.calculating).toBe(false);
  });
});

describe('valuation failure messages', () => {
  it("uses the server's message", () => {
    const body = JSON.stringify({ error: { code: 'bad_request', message: 'Unknown extension ".zz"' } });
    expect(valuationErrorMessage(new ApiRequestError(400, body))).toBe('Unknown extension ".zz"');
  });

  it("falls back to 'Failed to calculate domain value' when the server gave none", () => {
    expect(valuationErrorMessage(new ApiRequestError(502, 'Bad Gateway'))).toBe(
      'Failed to calculate domain value',
    );
  });

  it("falls back to 'An error occurred during valuation' when there was no answer", () => {
    expect(valuationErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'An error occurred during valuation',
    );
  });
});
