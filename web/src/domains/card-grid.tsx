import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { fqdnOf } from '../ui/fqdn.ts';
import { DomainCard } from './domain-card.tsx';

export type CardHandlers = { onOpen: (d: DomainCandidate) => void; onPrimary: (d: DomainCandidate) => void };

/** Result cards in a responsive grid. */
export function CardGrid({ domains, ...handlers }: { domains: readonly DomainCandidate[] } & CardHandlers) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {domains.map((d) => (
        <li key={d.id ?? fqdnOf(d)}>
          <DomainCard domain={d} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
