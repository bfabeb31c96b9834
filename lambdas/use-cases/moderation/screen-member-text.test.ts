import { describe, expect, it } from 'vitest';
import { screenMemberText } from './screen-member-text';

const now = new Date('2026-11-27T03:00:00.000Z');

describe('screening a like comment', () => {
  it('flags it exactly as a first message: offensive language, moving off Kindred, money', () => {
    expect(screenMemberText('You are a f*cking idiot', now).flags).toEqual(['offensive']);
    expect(screenMemberText('Text me on whatsapp', now).flags).toEqual(['offPlatform']);
    expect(screenMemberText('Can you send me some money for a ticket?', now).flags).toEqual(['money']);
  });

  it('never refuses or rewrites it: an ordinary comment raises nothing', () => {
    expect(screenMemberText('Laksa is the right answer', now)).toEqual({
      text: 'Laksa is the right answer',
      flags: [],
    });
    expect(screenMemberText('You are a f*cking idiot', now).text).toBe('You are a f*cking idiot');
  });
});
