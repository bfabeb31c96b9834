import { builtinCoach } from '#shared/coach/builtin-coach.ts';
import { env } from '../lib/env';
import { bedrockEngine } from './bedrock-engine';
import type { CoachEngine } from './coach-engine';

export const builtinEngine: CoachEngine = { name: 'builtin', advise: async (context) => builtinCoach(context) };

/** Whether this deployment offers the AI engine (the stage's `coach` setting, infra/stages.ts). */
export const aiCoachAvailable = (): boolean => env().COACH_ENGINE === 'bedrock' && Boolean(env().COACH_MODEL_ID);

/** The AI engine only where the deployment offers it and the member opted in; the built-in one otherwise. */
export function chooseEngine(memberOptedIn: boolean): CoachEngine {
  return aiCoachAvailable() && memberOptedIn ? bedrockEngine(env().COACH_MODEL_ID!) : builtinEngine;
}
