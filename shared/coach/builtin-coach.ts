/**
 * The built-in dating coach: works offline, from facts only. Openers come
 * from what the two members really share (interests, languages, what they
 * are looking for) and from the other's own bio; tips come from the
 * conversation's real numbers (who asks the questions, the balance, response
 * times, silence). When there is nothing real to build on it says so instead
 * of padding with generic lines.
 */
import { median, responseTimes } from '../chat/conversation-analytics';
import type { CoachAdvice, CoachOpener, CoachTip } from '../schemas/coach';
import type { CoachContext, CoachPerson } from './coach-context';

export type BuiltinAdvice = Omit<CoachAdvice, 'engine' | 'aiAvailable'>;

const MAX_OPENERS = 4;
const MAX_TIPS = 4;
const QUIET_AFTER_HOURS = 72;
const YOUR_TURN_AFTER_HOURS = 2;
/** Balance tips start once there is something to balance. */
const MIN_MESSAGES_FOR_BALANCE = 6;

const LOOKING_FOR_PHRASES: Record<string, string> = {
  relationship: 'something long-term',
  casual: 'something casual',
  friendship: 'friendship first',
};

const normalise = (value: string) => value.trim().toLocaleLowerCase();

/** Items of `a` also in `b`, compared without case, spelled as `a` spells them, in `a`'s order. */
export function sharedItems(a: readonly string[], b: readonly string[]): string[] {
  const theirs = new Set(b.map(normalise));
  const seen = new Set<string>();
  return a.filter((item) => {
    const key = normalise(item);
    if (!key || !theirs.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function commonGround(me: CoachPerson, them: CoachPerson): BuiltinAdvice['common'] {
  return {
    interests: sharedItems(me.interests, them.interests),
    languages: sharedItems(me.languages, them.languages),
    lookingFor: me.lookingFor && me.lookingFor === them.lookingFor ? me.lookingFor : null,
  };
}

/**
 * The most quotable sentence of a bio, cut at a word boundary: the first
 * sentence with some substance, so an opener can answer what they wrote.
 */
/** 'Hi', 'Hello there', "Hi, I'm Ana", 'My name is Ana': a greeting says nothing to answer. */
const GREETING = /^(hi|hello|hey|hiya|greetings)\b|^(i'm|i am|my name is)(\s+\S+){1,3}$/i;

export function bioHook(bio: string, maxLength = 90): string | null {
  const sentences = bio
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim().replace(/[.!]+$/, ''))
    .filter((s) => s.split(/\s+/).length >= 3 && !GREETING.test(s));
  const first = sentences[0];
  if (!first) return null;
  if (first.length <= maxLength) return first;
  const cut = first.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Different shared interests get differently worded openers, so the list never reads as one template. */
const INTEREST_OPENERS = [
  (name: string, topic: string) => `Hi ${name}! I see we both love ${topic}. What got you into it?`,
  (name: string, topic: string) => `${name}, a fellow ${topic} fan! What's the best ${topic} moment you've had lately?`,
  (_name: string, topic: string) => `We both listed ${topic}, so I have to ask: how did you get started with it?`,
];

function openers(context: CoachContext, common: BuiltinAdvice['common']): CoachOpener[] {
  const name = context.them.firstName || 'there';
  const list: CoachOpener[] = common.interests.slice(0, INTEREST_OPENERS.length).map((interest, i) => ({
    basis: 'interest',
    text: INTEREST_OPENERS[i](name, interest),
  }));
  const hook = bioHook(context.them.bio);
  if (hook)
    list.push({ basis: 'bio', text: `Hi ${name}, your profile says "${hook}". I'd love to hear more about that!` });
  const sharedLanguage = common.languages.find((language) => normalise(language) !== 'english') ?? common.languages[0];
  if (sharedLanguage && common.languages.length > 0) {
    list.push({
      basis: 'language',
      text: `Hi ${name}! I noticed we both speak ${sharedLanguage}. Where did you pick it up?`,
    });
  }
  if (common.lookingFor && LOOKING_FOR_PHRASES[common.lookingFor]) {
    list.push({
      basis: 'lookingFor',
      text: `Hi ${name}! Looks like we're both here for ${LOOKING_FOR_PHRASES[common.lookingFor]}. What would a great first date be for you?`,
    });
  }
  // Nothing shared: their own interests are still real, and asking about them is not filler.
  if (list.length === 0 && context.them.interests.length > 0) {
    const interest = context.them.interests[0];
    list.push({
      basis: 'theirInterest',
      text: `Hi ${name}! You mentioned ${interest}. I don't know much about it. What do you love about it?`,
    });
  }
  return list.slice(0, MAX_OPENERS);
}

const isQuestion = (content: string) => /\?/.test(content);
const hours = (ms: number) => ms / 3_600_000;

function formatDuration(seconds: number): string {
  if (seconds < 90) return 'about a minute';
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} minutes`;
  if (seconds < 36 * 3600)
    return `about ${Math.round(seconds / 3600)} hour${Math.round(seconds / 3600) === 1 ? '' : 's'}`;
  return `about ${Math.round(seconds / 86_400)} days`;
}

function tips(context: CoachContext, common: BuiltinAdvice['common']): CoachTip[] {
  const { messages, now, them } = context;
  const name = them.firstName || 'They';
  const mine = messages.filter((m) => m.fromMe);
  const theirs = messages.filter((m) => !m.fromMe);
  const list: CoachTip[] = [];
  const last = messages[messages.length - 1];
  const sinceLast = hours(now.getTime() - Date.parse(last.createdAt));

  // Silence first: it is what matters most when it happens.
  if (sinceLast >= QUIET_AFTER_HOURS) {
    const days = Math.floor(sinceLast / 24);
    const topic = common.interests[0];
    list.push({
      kind: 'quiet',
      text: last.fromMe
        ? `It's been ${days} days since your last message. One light follow-up${topic ? `, maybe about ${topic},` : ''} is fine; more than that can feel like pressure.`
        : `${name} wrote last, ${days} days ago. A reply that picks up their last message${topic ? ` or asks about ${topic}` : ''} can restart things.`,
    });
  } else if (!last.fromMe && sinceLast >= YOUR_TURN_AFTER_HOURS) {
    list.push({
      kind: 'yourTurn',
      text: `${name} is waiting for your reply (their last message was ${formatDuration(sinceLast * 3600)} ago).`,
    });
  }

  const myQuestions = mine.filter((m) => isQuestion(m.content)).length;
  const theirQuestions = theirs.filter((m) => isQuestion(m.content)).length;
  if (theirQuestions >= 2 && myQuestions === 0) {
    list.push({
      kind: 'questions',
      text: `${name} has asked you ${theirQuestions} questions and you haven't asked any yet. Ask one back to keep it two-way.`,
    });
  } else if (myQuestions >= 3 && theirQuestions === 0) {
    list.push({
      kind: 'questions',
      text: `You've asked ${myQuestions} questions and ${name} none. Share something about yourself too, so it doesn't feel like an interview.`,
    });
  }

  if (messages.length >= MIN_MESSAGES_FOR_BALANCE) {
    const share = mine.length / messages.length;
    if (share >= 0.7) {
      list.push({
        kind: 'balance',
        text: `You've sent ${mine.length} of the ${messages.length} messages. Give ${name} room to reply before writing more.`,
      });
    } else if (share <= 0.3) {
      list.push({
        kind: 'balance',
        text: `${name} has sent ${theirs.length} of the ${messages.length} messages. Match their effort with a longer reply.`,
      });
    }
  }

  const timeline = messages.map((m) => ({ senderId: m.fromMe ? 'me' : 'them', createdAt: m.createdAt }));
  const times = responseTimes(timeline);
  const myMedian = median(times.get('me') ?? []);
  const theirMedian = median(times.get('them') ?? []);
  if (myMedian !== null && theirMedian !== null && (times.get('me')?.length ?? 0) >= 2) {
    if (theirMedian < 30 * 60 && myMedian > 6 * 3600) {
      list.push({
        kind: 'responseTime',
        text: `${name} usually replies in ${formatDuration(theirMedian)}; you take ${formatDuration(myMedian)}. A quicker reply shows you're interested.`,
      });
    } else if (theirMedian > 6 * 3600 && myMedian < 30 * 60) {
      list.push({
        kind: 'responseTime',
        text: `${name} takes ${formatDuration(theirMedian)} to reply on average. That's their pace; no need to double-text.`,
      });
    }
  }

  const averageLength = (list: typeof messages) =>
    list.reduce((sum, m) => sum + m.content.length, 0) / Math.max(1, list.length);
  if (mine.length >= 3 && theirs.length >= 3 && averageLength(mine) * 3 < averageLength(theirs)) {
    list.push({
      kind: 'length',
      text: `${name}'s messages are much longer than yours. Answer what they wrote in a little more detail.`,
    });
  }

  // A shared interest nobody has brought up yet is the easiest next topic.
  const said = messages.map((m) => normalise(m.content)).join('\n');
  const untouched = common.interests.find((interest) => !said.includes(normalise(interest)));
  if (untouched)
    list.push({
      kind: 'topic',
      text: `You both like ${untouched} and haven't talked about it yet. It's an easy next topic.`,
    });

  return list.slice(0, MAX_TIPS);
}

export function builtinCoach(context: CoachContext): BuiltinAdvice {
  const common = commonGround(context.me, context.them);
  if (context.messages.length === 0) return { stage: 'opener', openers: openers(context, common), tips: [], common };
  return { stage: 'conversation', openers: [], tips: tips(context, common), common };
}
