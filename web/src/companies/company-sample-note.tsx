import type { Company } from '@domainary/schema/contracts/companies.ts';
import { anySample, SampleDataNote } from '../sample-data/sample-data-note.tsx';

/** What of these companies the seed generated, or null when every row and rank was imported. */
function generatedCompanyFacts(companies: readonly Company[]): string | null {
  const records = anySample(companies.map((c) => c.recordSource));
  const ranks = anySample(companies.map((c) => c.rankSource));
  if (records && ranks) return 'these companies, their details and ranks are generated, not real companies.';
  if (records)
    return 'these companies and their details are generated, not real companies; their ranks are imported.';
  if (ranks) return 'these ranks are generated, not a real popularity list.';
  return null;
}

/** The directory's "Sample data" note, shown while any company on screen is generated. */
export function CompanySampleNote({ companies }: { companies: readonly Company[] }) {
  const what = generatedCompanyFacts(companies);
  return what ? <SampleDataNote what={what} /> : null;
}
