import {
  Building2,
  Calculator,
  ListChecks,
  type LucideIcon,
  SlidersHorizontal,
  Sparkles,
  TrendingUp,
} from 'lucide-react';
import { AffiliateBanner } from '../affiliate/affiliate-banner.tsx';
import { type ToolCard, toolCards, toolsIntro, toolsMeta } from '../content/tools.ts';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { LinkCard } from '../prose/link-card.tsx';
import { PageIntro } from '../prose/page-intro.tsx';
import { resourcesTrail } from '../prose/trails.ts';

const icons: Record<ToolCard['icon'], LucideIcon> = {
  bulk: ListChecks,
  valuation: Calculator,
  simulator: SlidersHorizontal,
  generator: Sparkles,
  companies: Building2,
  trends: TrendingUp,
};

export default function ToolsPage() {
  usePageMeta(toolsMeta);
  return (
    <div className="space-y-12">
      <PageIntro heading={toolsIntro.heading} lead={toolsIntro.lead} trail={resourcesTrail} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {toolCards.map((card) => (
          <LinkCard key={card.href} {...card} icon={icons[card.icon]} />
        ))}
      </div>
      <AffiliateBanner slot={0} />
    </div>
  );
}
