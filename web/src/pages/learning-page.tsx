import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { BadgeTile } from '../learning/badge-tile.tsx';
import {
  useLearningModules,
  useProgressList,
  useProgressStats,
  useUserBadges,
} from '../learning/learning-api.ts';
import { ModuleCard } from '../learning/module-card.tsx';
import { ProgressSummary } from '../learning/progress-summary.tsx';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { TabList, TabPanel } from '../ui/tab-list.tsx';

type Tab = 'modules' | 'badges';

const tabs: readonly { id: Tab; label: string }[] = [
  { id: 'modules', label: 'Learning Modules' },
  { id: 'badges', label: 'Achievements' },
];

function ModulesPanel() {
  const modules = useLearningModules();
  const progress = useProgressList();
  if (modules.error) {
    return (
      <ErrorAlert
        title="Failed to load learning modules."
        error={modules.error}
        fallback="Please try again later."
      />
    );
  }
  if (!modules.data) return <Spinner size="lg" label="Loading modules" />;
  if (modules.data.length === 0) {
    return <p className="py-12 text-center text-base-content/70">No learning modules available yet</p>;
  }
  const byModule = new Map(progress.data?.map((p) => [p.moduleId, p]));
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {modules.data.map((module) => (
        <ModuleCard key={module.id} module={module} progress={byModule.get(module.id)} />
      ))}
    </div>
  );
}

function BadgesPanel({ onStartLearning }: { onStartLearning: () => void }) {
  const badges = useUserBadges();
  if (badges.error) {
    return (
      <ErrorAlert
        title="Failed to load your badges."
        error={badges.error}
        fallback="Please try again later."
      />
    );
  }
  if (!badges.data) return <Spinner size="lg" label="Loading badges" />;
  if (badges.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <GraduationCap aria-hidden="true" size={48} className="text-base-content/40" />
        <p className="text-base-content/70">No badges earned yet</p>
        <button type="button" className="btn btn-primary" onClick={onStartLearning}>
          Start Learning
        </button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {badges.data.map((userBadge) => (
        <BadgeTile key={userBadge.id} userBadge={userBadge} />
      ))}
    </div>
  );
}

/** /learning: the Domain Investment Academy, its modules and the visitor's badges. */
export default function LearningPage() {
  usePageMeta({
    title: `Domain Investment Academy - ${productName}`,
    description:
      'Free lessons on domain investing: how the DNS works, what extensions are worth, valuation, expired domains, buying, trademarks, selling and SEO.',
    path: '/learning',
  });
  const [tab, setTab] = useState<Tab>('modules');
  const stats = useProgressStats();
  const progress = useProgressList();
  // Without them the figures would wait forever and every card would read 'Not started'.
  const progressFailure = stats.error ?? progress.error;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">Domain Investment Academy</h1>
        <p className="mt-2 text-base-content/80">
          Learn to find, value, buy and sell domain names, one module at a time. Pass each quiz with 70% to
          complete a module and earn its points.
        </p>
      </header>
      {progressFailure !== undefined && (
        <ErrorAlert
          title="Failed to load your progress."
          error={progressFailure}
          fallback="Module statuses may be out of date; please try again later."
        />
      )}
      <ProgressSummary stats={stats.data} />
      <TabList label="Academy sections" prefix="academy" tabs={tabs} selected={tab} onSelect={setTab} />
      <TabPanel prefix="academy" id={tab}>
        {tab === 'modules' ? <ModulesPanel /> : <BadgesPanel onStartLearning={() => setTab('modules')} />}
      </TabPanel>
    </div>
  );
}
