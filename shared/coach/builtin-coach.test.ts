import { describe, expect, it } from 'vitest';
import { bioHook, builtinCoach, sharedItems } from './builtin-coach';
import type { CoachContext, CoachMessage, CoachPerson } from './coach-context';

const maya: CoachPerson = {
  firstName: 'Maya',
  interests: ['Hiking', 'Photography', 'Jazz', 'Cooking'],
  languages: ['English', 'Spanish'],
  lookingFor: 'relationship',
  bio: 'Weekend hiker and amateur photographer. I make a mean paella and I am always hunting for the best jazz bar in town.',
};
const leo: CoachPerson = {
  firstName: 'Leo',
  interests: ['photography', 'Cycling', 'jazz'],
  languages: ['Spanish', 'English', 'Portuguese'],
  lookingFor: 'relationship',
  bio: 'Architect by day. I cycle to work every morning, rain or shine.',
};
const NOW = new Date('2026-11-20T20:00:00Z');

/** A conversation as stored: `at` minutes before NOW. */
function conversation(lines: Array<[who: 'me' | 'them', minutesAgo: number, content: string]>): CoachMessage[] {
  return lines.map(([who, minutesAgo, content]) => ({
    fromMe: who === 'me',
    content,
    createdAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  }));
}
const context = (messages: CoachMessage[], me = leo, them = maya): CoachContext => ({ me, them, messages, now: NOW });

describe('built-in coach: openers for a new match', () => {
  it("builds openers from the interests, languages and goal the two really share, and from the other's bio", () => {
    const advice = builtinCoach(context([]));
    expect(advice.stage).toBe('opener');
    expect(advice.tips).toEqual([]);
    expect(advice.common).toEqual({
      interests: ['photography', 'jazz'],
      languages: ['Spanish', 'English'],
      lookingFor: 'relationship',
    });
    const texts = advice.openers.map((opener) => opener.text);
    expect(texts[0]).toContain('photography');
    expect(texts[1]).toContain('jazz');
    expect(texts.every((text) => text.includes('Maya'))).toBe(true);
    expect(advice.openers.map((opener) => opener.basis)).toEqual(['interest', 'interest', 'bio', 'language']);
    // The bio opener quotes what she wrote; the language one names the shared language that is not English.
    expect(texts[2]).toContain('Weekend hiker and amateur photographer');
    expect(texts[3]).toContain('Spanish');
    // Never an interest only one of them has.
    expect(texts.join(' ')).not.toMatch(/Cycling|Hiking|Cooking/);
  });

  it('with nothing shared it asks about their own interest, and with nothing at all it offers nothing rather than filler', () => {
    const stranger: CoachPerson = {
      firstName: 'Ana',
      interests: ['Chess'],
      languages: ['German'],
      lookingFor: 'casual',
      bio: '',
    };
    const quiet: CoachPerson = { firstName: 'Ben', interests: [], languages: [], lookingFor: null, bio: 'Hi' };
    const some = builtinCoach(context([], leo, stranger));
    expect(some.openers).toEqual([{ basis: 'theirInterest', text: expect.stringContaining('Chess') }]);
    expect(builtinCoach(context([], leo, quiet)).openers).toEqual([]);
  });

  it("compares interests and languages without case and keeps the member's spelling once", () => {
    expect(sharedItems(['Jazz', 'jazz ', 'Film'], ['JAZZ', 'film'])).toEqual(['Jazz', 'Film']);
  });

  it('quotes the first real sentence of a bio, cut at a word', () => {
    expect(bioHook('Hi! I restore old motorbikes in my garage. Ask me about it.')).toBe(
      'I restore old motorbikes in my garage',
    );
    expect(
      bioHook(
        'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen',
        40,
      ),
    ).toBe('one two three four five six seven eight…');
    expect(bioHook('Hello')).toBeNull();
    // A greeting is not something to answer: the sentence after it is.
    expect(bioHook("Hi, I'm Kenji. Coffee, long walks and good conversation.")).toBe(
      'Coffee, long walks and good conversation',
    );
    expect(bioHook('My name is Ana Lopez. Hello there friends')).toBeNull();
  });
});

describe('built-in coach: tips for a conversation under way', () => {
  it('notices that she asks the questions and he asks none, and the shared interest nobody raised', () => {
    const messages = conversation([
      ['them', 300, 'Hey Leo! An architect, nice. Which building in the city do you love most?'],
      ['me', 290, 'The old library downtown.'],
      ['them', 280, 'Oh I love that one. Do you go there to draw?'],
      ['me', 275, 'Sometimes.'],
      ['them', 270, 'Nice. Did you take photos of it too? I saw we both like photography.'],
      ['me', 260, 'Yes a few.'],
    ]);
    const advice = builtinCoach(context(messages));
    expect(advice.stage).toBe('conversation');
    expect(advice.openers).toEqual([]);
    const kinds = advice.tips.map((tip) => tip.kind);
    expect(kinds).toContain('questions');
    expect(advice.tips.find((tip) => tip.kind === 'questions')?.text).toContain('Maya has asked you 3 questions');
    // Photography came up; jazz did not.
    expect(advice.tips.find((tip) => tip.kind === 'topic')?.text).toContain('jazz');
    // His replies are a few words against her long messages.
    expect(kinds).toContain('length');
  });

  it('says it is his turn when she wrote last hours ago, and that the balance tips to her', () => {
    const messages = conversation([
      ['me', 600, 'Hi Maya, I saw you like jazz. Any bar you recommend?'],
      ['them', 590, 'Blue Note on 5th, every Thursday. You?'],
      ['them', 589, 'Also the new place by the river has a great trio'],
      ['me', 500, 'I should try it'],
      ['them', 495, 'You should! I could show you'],
      ['them', 494, 'If you like'],
      ['them', 240, 'Are you still there?'],
    ]);
    const advice = builtinCoach(context(messages));
    expect(advice.tips.map((tip) => tip.kind)).toEqual(expect.arrayContaining(['yourTurn', 'balance']));
    expect(advice.tips.find((tip) => tip.kind === 'yourTurn')?.text).toContain('about 4 hours ago');
    expect(advice.tips.find((tip) => tip.kind === 'balance')?.text).toContain('Maya has sent 5 of the 7 messages');
  });

  it('spots a conversation gone quiet, and who wrote last', () => {
    const days = 24 * 60;
    const messages = conversation([
      ['them', 6 * days, 'Hi! Cycling to work in the rain? Brave.'],
      ['me', 6 * days - 30, 'Ha, you get used to it. Do you cycle?'],
      ['them', 5 * days, 'Only on holidays 🙂'],
    ]);
    const quietTip = builtinCoach(context(messages)).tips[0];
    expect(quietTip.kind).toBe('quiet');
    expect(quietTip.text).toContain('Maya wrote last, 5 days ago');
    const mineLast = conversation([
      ['them', 4 * days, 'Nice to meet you!'],
      ['me', 4 * days - 5, 'You too! What are you up to this weekend?'],
    ]);
    expect(builtinCoach(context(mineLast)).tips[0].text).toContain('since your last message');
  });

  it('compares reply times when he is slow and she is quick', () => {
    const messages = conversation([
      ['them', 3000, 'Morning! How was the weekend?'],
      ['me', 2400, 'Good, rode 60 km along the coast. Yours?'],
      ['them', 2390, 'Lazy! Brunch and a jazz record. What do you listen to?'],
      ['me', 1500, 'Mostly old bossa nova, a lot of Jobim.'],
      ['them', 1495, 'Great taste. Favourite album?'],
      ['me', 700, 'Wave, from 1967.'],
      ['them', 690, 'Adding it now'],
    ]);
    const tip = builtinCoach(context(messages)).tips.find((t) => t.kind === 'responseTime');
    expect(tip?.text).toMatch(/Maya usually replies in about \d+ minutes; you take about 1\d hours/);
  });
});
