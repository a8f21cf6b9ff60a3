import { useEffect } from 'react';
import { Link, useSearchParams } from 'wouter';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';
import { panelId, TabList, TabPanel, tabId } from '../ui/tab-list.tsx';
import { FactorsForm } from '../valuation/factors-form.tsx';
import { SimulationResults } from '../valuation/simulation-results.tsx';
import { initialInputs, splitTypedExtension } from '../valuation/simulator-inputs.ts';
import type { SimulatorTab } from '../valuation/simulator-state.ts';
import { useSimulator } from '../valuation/use-simulator.ts';

const TABS = 'simulator';

/** /domain-valuation-simulator: what a name is worth with the factors you choose. */
export default function DomainValuationSimulatorPage() {
  usePageMeta({
    title: `Domain Valuation Simulator - ${productName}`,
    description:
      'Estimate what a domain name is worth: set brandability, SEO value, commercial potential, search volume and industry, and see the value, its range, a factor-by-factor breakdown and comparable real sales.',
    path: '/domain-valuation-simulator',
  });
  // Other screens may link here with ?domain=name.ext to start from that name.
  const [params] = useSearchParams();
  const linked = params.get('domain');
  const { state, dispatch, calculate, startFromOwnValuation, loadingOwn } = useSimulator(
    linked ? splitTypedExtension({ ...initialInputs, domainName: linked }) : undefined,
  );
  const tabs = [
    { id: 'factors' as const, label: 'Domain Factors' },
    { id: 'results' as const, label: 'Results', disabled: !state.result },
  ];
  const select = (tab: SimulatorTab) => dispatch({ type: 'select-tab', tab });
  // The Calculate button goes away with the form: keyboard and screen-reader users land on the result.
  useEffect(() => {
    if (state.result) document.getElementById(panelId(TABS, 'results'))?.focus();
  }, [state.result]);
  const adjust = () => {
    select('factors');
    document.getElementById(tabId(TABS, 'factors'))?.focus();
  };
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold sm:text-4xl">Domain Valuation Simulator</h1>
        <p className="text-base-content/80">
          Start from a name, set how brandable, searchable and commercial you think it is, and see what those
          factors make it worth. Values come from our valuation model, fitted to 20,460 real reported sales.
          For a name's own valuation with the reasons behind it, use{' '}
          <Link href="/domain-valuation" className="link link-primary">
            Domain Valuation
          </Link>
          .
        </p>
      </header>
      <TabList label="Simulator" prefix={TABS} tabs={tabs} selected={state.tab} onSelect={select} />
      <div className="rounded-box border border-base-300 p-4 sm:p-6">
        {state.tab === 'results' && state.result ? (
          <TabPanel prefix={TABS} id="results">
            <SimulationResults response={state.result.response} onAdjust={adjust} />
          </TabPanel>
        ) : (
          <TabPanel prefix={TABS} id="factors">
            <FactorsForm
              state={state}
              dispatch={dispatch}
              onCalculate={calculate}
              onStartFromOwn={startFromOwnValuation}
              loadingOwn={loadingOwn}
            />
          </TabPanel>
        )}
      </div>
    </div>
  );
}
