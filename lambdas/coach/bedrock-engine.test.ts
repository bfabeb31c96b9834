import { describe, expect, it } from 'vitest';
import { coachPrompt, parseModelAnswer } from './bedrock-engine';

const person = (firstName: string, interests: string[]) => ({
  firstName,
  interests,
  languages: ['English'],
  lookingFor: 'relationship',
  bio: `${firstName}'s bio`,
});

describe('Bedrock coach: what is sent and what is accepted', () => {
  it("sends the two members' own facts and this conversation as You/Them lines, nothing else", () => {
    const prompt = coachPrompt({
      me: person('Leo', ['jazz']),
      them: person('Maya', ['jazz', 'hiking']),
      now: new Date('2026-11-20T20:00:00Z'),
      messages: [
        { fromMe: true, content: 'Hi Maya!', createdAt: '2026-11-20T19:00:00.000Z' },
        { fromMe: false, content: 'Hey Leo', createdAt: '2026-11-20T19:05:00.000Z' },
      ],
    });
    expect(prompt).toContain('You (2026-11-20T19:00:00.000Z): Hi Maya!');
    expect(prompt).toContain('Them (2026-11-20T19:05:00.000Z): Hey Leo');
    expect(prompt).toContain('Them: first name Maya; interests jazz, hiking');
  });

  it('accepts only the JSON asked for, even wrapped in prose, and refuses anything else', () => {
    expect(parseModelAnswer('Sure! {"openers":[{"text":"Hi","basis":"interest"}],"tips":[]} Hope that helps')).toEqual({
      openers: [{ text: 'Hi', basis: 'interest' }],
      tips: [],
    });
    expect(parseModelAnswer('{"openers":[{"text":"Hi","basis":"weather"}],"tips":[]}')).toBeUndefined();
    expect(parseModelAnswer('I cannot help with that')).toBeUndefined();
  });
});
