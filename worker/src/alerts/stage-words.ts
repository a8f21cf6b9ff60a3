import type { LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';

/** How each lifecycle stage reads in a sentence ("gym.com entered redemption"). */
const STAGE_EVENTS: ReadonlyMap<string, string> = new Map<LifecycleStage, string>([
  ['registered', 'is registered'],
  ['expired', 'expired (in its grace period)'],
  ['redemption', 'entered redemption'],
  ['pending-delete', 'is pending delete'],
  ['available', 'is available to register'],
  ['reserved', 'is reserved by the registry'],
  ['unknown', 'could not be checked'],
]);

/** The sentence of a name reaching a stage; a stage this code does not know is named as stored. */
export const stageEvent = (fqdn: string, stage: string) =>
  `${fqdn} ${STAGE_EVENTS.get(stage) ?? `reached the stage "${stage}"`}`;
