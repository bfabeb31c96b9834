import type { CoachContext, CoachPerson } from '#shared/coach/coach-context.ts';
import type { CoachAdvice, CoachRequest } from '#shared/schemas/coach.ts';
import { aiCoachAvailable, chooseEngine } from '../../coach/choose-engine';
import { getChatSettings } from '../../db/chat-settings';
import { queryMessages } from '../../db/messages';
import { getProfile, type ProfileRecord } from '../../db/profiles';
import { notFound } from '../../lib/errors';
import { requireMatchMember } from '../matches/match-membership';

/** Enough of a conversation to read its habits; a coach has no use for a year of it. */
const COACH_MESSAGES = 200;

/** Only the fields a coach needs, and a first name, never a full name or anything private. */
function coachPerson(profile: ProfileRecord): CoachPerson {
  return {
    firstName: (profile.fullName ?? '').trim().split(/\s+/)[0] ?? '',
    interests: profile.interests ?? [],
    languages: profile.languages ?? [],
    lookingFor: profile.lookingFor ?? null,
    bio: profile.bio ?? '',
  };
}

/**
 * The dating coach (decision 0025): for a live match the caller is in (404
 * otherwise, as for a match that does not exist), the context is built here
 * from the stored conversation and the two profiles, then given to the
 * built-in engine, or to the AI engine when the deployment offers it and the
 * caller opted in.
 */
export async function askCoach(memberId: string, request: CoachRequest, now = new Date()): Promise<CoachAdvice> {
  const { otherId } = await requireMatchMember(request.context.matchId, memberId, { live: true });
  const [me, them, page, settings] = await Promise.all([
    getProfile(memberId),
    getProfile(otherId),
    queryMessages(request.context.matchId, { limit: COACH_MESSAGES }),
    getChatSettings(memberId),
  ]);
  if (!me || !them) throw notFound('Match');
  const context: CoachContext = {
    me: coachPerson(me),
    them: coachPerson(them),
    now,
    messages: page.messages.map((message) => ({
      fromMe: message.senderId === memberId,
      content: message.content,
      createdAt: message.createdAt,
    })),
  };
  const engine = chooseEngine(settings.coachAi);
  return { ...(await engine.advise(context)), engine: engine.name, aiAvailable: aiCoachAvailable() };
}
