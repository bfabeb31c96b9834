import * as z from 'zod';
import { MatchIdSchema } from './chat';

/**
 * The dating coach's request, in the spec's shape (core spec "The calls it
 * makes" ai-dating-coach: `{type: 'conversation_analysis', context}`). The
 * context only names the match: the server builds the conversation from what is
 * stored, so nobody can pass in someone else's.
 */
export const CoachRequestSchema = z.strictObject({
  type: z.literal('conversation_analysis'),
  context: z.strictObject({ matchId: MatchIdSchema }),
});
export type CoachRequest = z.infer<typeof CoachRequestSchema>;

export const OPENER_BASES = ['interest', 'language', 'lookingFor', 'bio', 'theirInterest'] as const;
export const TIP_KINDS = ['questions', 'balance', 'responseTime', 'quiet', 'yourTurn', 'topic', 'length'] as const;

export const CoachOpenerSchema = z.object({
  text: z.string().max(500),
  /** What in the two profiles it is built from. */
  basis: z.enum(OPENER_BASES),
});
export type CoachOpener = z.infer<typeof CoachOpenerSchema>;

export const CoachTipSchema = z.object({
  kind: z.enum(TIP_KINDS),
  text: z.string().max(500),
});
export type CoachTip = z.infer<typeof CoachTipSchema>;

/** What the two members really share, as the coach read it. */
export const CommonGroundSchema = z.object({
  interests: z.array(z.string()),
  languages: z.array(z.string()),
  lookingFor: z.string().nullable(),
});

export const CoachAdviceSchema = z.object({
  /** Openers before the first message, tips once the conversation is under way. */
  stage: z.enum(['opener', 'conversation']),
  openers: z.array(CoachOpenerSchema),
  tips: z.array(CoachTipSchema),
  common: CommonGroundSchema,
  /** Which engine answered: the built-in one, or the AI model the member opted into. */
  engine: z.enum(['builtin', 'bedrock']),
  /** Whether this deployment offers the AI engine at all (the opt-in is shown only then). */
  aiAvailable: z.boolean(),
});
export type CoachAdvice = z.infer<typeof CoachAdviceSchema>;
