import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';
import { TabList, TabPanel } from '../ui/tab-list.tsx';
import { AccuracySection } from '../valuation/accuracy-section.tsx';
import { BulkValuation } from '../valuation/bulk-valuation.tsx';
import { SingleValuation } from '../valuation/single-valuation.tsx';

type Mode = 'single' | 'bulk';
const TABS = 'valuation-mode';
const modes = [
  { id: 'single' as const, label: 'One name' },
  { id: 'bulk' as const, label: 'Bulk (up to 1,000)' },
];

/** /domain-valuation: any name's valuation with its reasons, bulk valuation, and how accurate it is. */
export default function DomainValuationPage() {
  usePageMeta({
    title: `Domain Valuation - ${productName}`,
    description:
      'Free domain valuation: a value with an honest 80% range, auction, marketplace and broker values, the reasons behind it and comparable real sales. Value up to 1,000 names at once.',
    path: '/domain-valuation',
  });
  const [params, setParams] = useSearchParams();
  const domain = params.get('domain');
  const [mode, setMode] = useState<Mode>('single');
  return (
    <div className="space-y-10">
      <header className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold sm:text-4xl">Domain Valuation</h1>
        <p className="text-base-content/80">
          What is a name worth? Our valuation is fitted to 20,460 real reported sales and tested on sales it
          never saw. It gives a value with its likely range, says which factors made it, and shows the real
          sales most like it. To see how other factors would change a value, use the{' '}
          <Link href="/domain-valuation-simulator" className="link link-primary">
            Domain Valuation Simulator
          </Link>
          .
        </p>
      </header>
      <div className="space-y-6">
        <TabList label="Valuation mode" prefix={TABS} tabs={modes} selected={mode} onSelect={setMode} />
        <TabPanel prefix={TABS} id={mode}>
          {mode === 'single' ? (
            <SingleValuation
              key={domain}
              domain={domain}
              onDomain={(name) => setParams({ domain: name }, { replace: true })}
            />
          ) : (
            <BulkValuation />
          )}
        </TabPanel>
      </div>
      <AccuracySection />
    </div>
  );
}
