import type { Company } from '@domainary/schema/contracts/companies.ts';
import { Building2, Radar, Sparkles, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { errorMessageOf } from '../api/error-message.ts';
import { ModalDialog } from '../dialog/modal-dialog.tsx';
import { isSampleSource } from '../domains/index.ts';
import { toast } from '../toast/toast-store.ts';
import { Spinner } from '../ui/spinner.tsx';
import { TabList, TabPanel } from '../ui/tab-list.tsx';
import { checkCompanyDomains } from './companies-api.ts';
import { CompanyCheckResultsTab } from './company-check-results-tab.tsx';
import { CompanyDomainsTab } from './company-domains-tab.tsx';
import { CompanyOverview } from './company-overview.tsx';
import { CompanySampleNote } from './company-sample-note.tsx';
import { generatorLinkFor } from './generator-link.ts';

type DetailsTab = 'overview' | 'domains' | 'checks';

const tabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'domains', label: 'Domains' },
  { id: 'checks', label: 'Check Results' },
] as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Company Details: tabs Overview, Domains and Check Results, and what to do next. */
export function CompanyDetailsDialog({
  company,
  onClose,
  onSearchSimilar,
}: {
  company: Company;
  onClose: () => void;
  onSearchSimilar: (company: Company) => void;
}) {
  const [tab, setTab] = useState<DetailsTab>('overview');
  const [checking, setChecking] = useState(false);

  async function checkAvailability() {
    setChecking(true);
    try {
      const { results, unknown } = await checkCompanyDomains(company);
      const sample = results.filter((result) => isSampleSource(result.source)).length;
      const checked =
        results.length === 0
          ? 'This company has no domains to check.'
          : sample === results.length
            ? `No registry was asked: this site is offline, so ${plural(results.length, 'domain')} ${results.length === 1 ? 'shows' : 'show'} sample data.`
            : `Checked ${plural(results.length - sample, 'domain')}: each row says how.`;
      toast({
        title: 'Availability Checked',
        description: unknown.length > 0 ? `${checked} No answer for ${unknown.join(', ')}.` : checked,
      });
      setTab('checks');
    } catch (error) {
      toast({
        title: 'Check Failed',
        description: errorMessageOf(error, 'Could not check domain availability. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setChecking(false);
    }
  }

  return (
    <ModalDialog
      wide
      onClose={onClose}
      title={
        <span className="flex items-center gap-2">
          <Building2 aria-hidden="true" size={22} className="shrink-0 text-primary" />
          {company.name}
        </span>
      }
    >
      <CompanySampleNote companies={[company]} />
      <TabList label="Company details" prefix="company" tabs={tabs} selected={tab} onSelect={setTab} />
      <div className="min-h-48 py-4">
        <TabPanel prefix="company" id={tab}>
          {tab === 'overview' && <CompanyOverview company={company} />}
          {tab === 'domains' && <CompanyDomainsTab company={company} />}
          {tab === 'checks' && <CompanyCheckResultsTab company={company} />}
        </TabPanel>
      </div>
      <div className="modal-action flex-wrap justify-start">
        <button type="button" className="btn btn-primary" disabled={checking} onClick={checkAvailability}>
          {checking ? <Spinner size="sm" /> : <Radar aria-hidden="true" size={16} />}
          {checking ? 'Checking...' : 'Check Availability'}
        </button>
        <Link href={generatorLinkFor(company)} className="btn btn-outline">
          <Sparkles aria-hidden="true" size={16} />
          Generate Suggestions
        </Link>
        <button type="button" className="btn btn-outline" onClick={() => onSearchSimilar(company)}>
          <Users aria-hidden="true" size={16} />
          Search Similar
        </button>
      </div>
    </ModalDialog>
  );
}
