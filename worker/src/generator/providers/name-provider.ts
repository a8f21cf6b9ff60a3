import type { GenerateDomainsResponse, GeneratorProvider } from '@domainary/schema/contracts/generator.ts';
import type { Brief } from '../brief.ts';

export type FallbackReason = NonNullable<GenerateDomainsResponse['fallback']>['reason'];

/** A name as a language model proposed it, before any cleaning. */
export interface NameIdea {
  name: string;
  reason?: string;
}

/** A language model behind the generator. It proposes; the generator validates and scores. */
export interface NameProvider {
  readonly id: Exclude<GeneratorProvider, 'builtin'>;
  propose(brief: Brief, wanted: number): Promise<NameIdea[]>;
}

/** Why a provider gave nothing usable; the generator falls back and reports the reason. */
export class ProviderFailure extends Error {
  readonly reason: FallbackReason;

  constructor(reason: FallbackReason, message: string) {
    super(message);
    this.name = 'ProviderFailure';
    this.reason = reason;
  }
}
