import type { LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';
import { lifecycleRuleFor } from '@domainary/schema/reference/lifecycle-rules.ts';
import { confirmWithDns, DOH_TIMEOUT_MS } from '../availability/dns-confirmation.ts';
import { queryRdapDomain } from '../availability/rdap-domain-query.ts';
import { rdapServerFor } from '../availability/rdap-servers.ts';
import type { RegistryBudget } from '../availability/registry-budget.ts';
import { stageOfDomainObject } from './rdap-stage.ts';
import { NO_RDAP_SOURCE, NOT_FOUND_UNTRUSTED } from './stage-sources.ts';

/** What one check of a name's registry learned. */
export type StageReading =
  | {
      kind: 'read';
      stage: LifecycleStage;
      /** "rdap: <host>", with what settled a "not found" or why it did not. */
      source: string;
      registrarIanaId: number | null;
      /** ISO day of the registry's expiration event. */
      expiresOn: string | null;
    }
  /** The budget refused the lookup or the registry asked to wait: asked again later. */
  | { kind: 'delayed' }
  /** The lookup failed (timeout, error status, malformed reply): the stage stays as it was. */
  | { kind: 'failed' };

export interface StageLookup {
  servers: Readonly<Record<string, string>>;
  dohUrl: string;
  timeoutMs: number;
  budget: RegistryBudget;
}

const day = (iso: string | null) => (iso === null ? null : iso.slice(0, 10));

/**
 * Reads a name's stage from its registry: the RDAP domain object's status values and events;
 * a 404 is "available" only where the extension's rules trust one and DNS confirms it has
 * no name servers. Name servers in DNS make it registered whatever RDAP said.
 */
export async function readStage(
  name: { label: string; extension: string },
  lookup: StageLookup,
  now: Date,
): Promise<StageReading> {
  const fqdn = `${name.label}.${name.extension}`;
  const base = rdapServerFor(name.extension, lookup.servers);
  if (!base)
    return { kind: 'read', stage: 'unknown', source: NO_RDAP_SOURCE, registrarIanaId: null, expiresOn: null };
  const source = `rdap: ${new URL(base).host}`;
  const answer = await queryRdapDomain(base, fqdn, { timeoutMs: lookup.timeoutMs, budget: lookup.budget });
  if (answer.kind === 'busy') return { kind: 'delayed' };
  if (answer.kind === 'failed') return { kind: 'failed' };
  if (answer.kind === 'found') {
    const { record } = answer;
    return {
      kind: 'read',
      stage: stageOfDomainObject(record.status, record.expiresAt, now),
      source,
      registrarIanaId: record.registrarIanaId,
      expiresOn: day(record.expiresAt),
    };
  }
  const verdict = await confirmWithDns(lookup.dohUrl, fqdn, DOH_TIMEOUT_MS);
  const none = { kind: 'read' as const, registrarIanaId: null, expiresOn: null };
  if (verdict === 'delegated')
    return { ...none, stage: 'registered', source: `${source}, name servers in DNS` };
  if (verdict === 'unconfirmed')
    return { ...none, stage: 'unknown', source: `${source}, not found, DNS unconfirmed` };
  if (lifecycleRuleFor(name.extension)?.notFoundTrusted !== true)
    return { ...none, stage: 'unknown', source: `${source}, ${NOT_FOUND_UNTRUSTED}` };
  return { ...none, stage: 'available', source: `${source}, not found, no DNS delegation` };
}
