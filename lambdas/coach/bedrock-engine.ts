import { BedrockRuntimeClient, InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { builtinCoach, commonGround, type BuiltinAdvice } from '#shared/coach/builtin-coach.ts';
import type { CoachContext } from '#shared/coach/coach-context.ts';
import { CoachOpenerSchema, CoachTipSchema } from '#shared/schemas/coach.ts';
import { logger } from '../lib/logger';
import type { CoachEngine } from './coach-engine';

/** Created once per container (the style's AWS clients at module scope). */
const client = new BedrockRuntimeClient({});

const MAX_TOKENS = 700;

/** What the model must answer: the same openers and tips the built-in engine gives, as JSON. */
const ModelAnswerSchema = z.object({
  openers: z.array(CoachOpenerSchema).max(4),
  tips: z.array(CoachTipSchema).max(4),
});

/**
 * The prompt: the two members' own profile facts and this one conversation,
 * as the spec's 'You:'/'Them:' lines. Nothing else about either member.
 */
export function coachPrompt(context: CoachContext): string {
  const person = (label: string, p: CoachContext['me']) =>
    `${label}: first name ${p.firstName || 'unknown'}; interests ${p.interests.join(', ') || 'none given'}; languages ${p.languages.join(', ') || 'none given'}; looking for ${p.lookingFor ?? 'not said'}; bio "${p.bio}"`;
  const lines = context.messages.map((m) => `${m.fromMe ? 'You' : 'Them'} (${m.createdAt}): ${m.content}`);
  return [
    'You are a kind, practical dating coach inside a dating app. Answer with JSON only:',
    '{"openers":[{"text":string,"basis":"interest"|"language"|"lookingFor"|"bio"|"theirInterest"}],"tips":[{"kind":"questions"|"balance"|"responseTime"|"quiet"|"yourTurn"|"topic"|"length","text":string}]}',
    "With no messages yet, give up to 4 openers built only from what the two really share or from the other person's bio, never generic lines, and no tips.",
    'Once they are talking, give up to 4 tips from what the conversation shows (who asks questions, balance, reply times, silence), and no openers.',
    `Now: ${context.now.toISOString()}`,
    person('You', context.me),
    person('Them', context.them),
    lines.length ? `Conversation, oldest first:\n${lines.join('\n')}` : 'No messages yet.',
  ].join('\n');
}

/** The model's text, as advice; undefined when it is not the JSON asked for. */
export function parseModelAnswer(text: string): z.infer<typeof ModelAnswerSchema> | undefined {
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  try {
    const parsed = ModelAnswerSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Amazon Bedrock through InvokeModel (Anthropic's messages format, which the
 * default model id speaks). Any failure answers with the built-in engine.
 */
export function bedrockEngine(modelId: string): CoachEngine {
  return {
    name: 'bedrock',
    async advise(context: CoachContext): Promise<BuiltinAdvice> {
      const fallback = builtinCoach(context);
      try {
        const response = await client.send(
          new InvokeModelCommand({
            modelId,
            contentType: 'application/json',
            accept: 'application/json',
            body: JSON.stringify({
              anthropic_version: 'bedrock-2023-05-31',
              max_tokens: MAX_TOKENS,
              messages: [{ role: 'user', content: [{ type: 'text', text: coachPrompt(context) }] }],
            }),
          }),
        );
        const body = JSON.parse(new TextDecoder().decode(response.body)) as { content?: { text?: string }[] };
        const answer = parseModelAnswer(body.content?.map((part) => part.text ?? '').join('') ?? '');
        if (!answer) throw new Error('The model did not answer the JSON asked for');
        return {
          ...fallback,
          common: commonGround(context.me, context.them),
          openers: answer.openers,
          tips: answer.tips,
        };
      } catch (error) {
        logger.warn('Bedrock coach failed; answering with the built-in engine', { error: error as Error });
        return fallback;
      }
    },
  };
}
