import type { LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';

/** One stage a tracked name was seen in, and when it was first seen there (ISO date-time). */
export interface StageSighting {
  stage: LifecycleStage;
  firstSeenAt: string;
}
