import type { CoachContext } from '#shared/coach/coach-context.ts';
import type { BuiltinAdvice } from '#shared/coach/builtin-coach.ts';

/** What every coach engine does (decision 0025): advice from a context the server built. */
export type CoachEngine = {
  readonly name: 'builtin' | 'bedrock';
  advise(context: CoachContext): Promise<BuiltinAdvice>;
};
