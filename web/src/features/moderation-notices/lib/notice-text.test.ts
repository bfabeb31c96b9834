import { describe, expect, it } from 'vitest';
import { noticeText } from './notice-text';

describe('noticeText', () => {
  it('tells a suspended member until when and why', () => {
    const text = noticeText({
      kind: 'suspension',
      reason: 'Harassing other members',
      until: '2026-12-01T12:00:00.000Z',
      subject: null,
    });
    expect(text.title).toBe('Your account is suspended');
    expect(text.description).toBe(
      'Your account is suspended until December 1, 2026. Until then you are hidden and cannot like, message or post. Reason: Harassing other members',
    );
  });

  it('names removed content and gives the reason for every kind', () => {
    expect(noticeText({ kind: 'content_removed', reason: 'Nudity', until: null, subject: 'photo' })).toEqual({
      title: 'Your photo was removed',
      description: 'Reason: Nudity',
    });
    expect(noticeText({ kind: 'warning', reason: 'Be kind', until: null, subject: null }).description).toBe(
      'Reason: Be kind',
    );
    expect(noticeText({ kind: 'ban', reason: 'Scam', until: null, subject: null }).title).toBe(
      'Your account has been closed',
    );
  });

  it("tells a member their held photo was published, in the moderator's words", () => {
    expect(
      noticeText({ kind: 'content_published', reason: 'It is a painting.', until: null, subject: 'photo' }),
    ).toEqual({
      title: 'Your photo was reviewed and published',
      description: 'A moderator looked at it and it is now on your profile. It is a painting.',
    });
    expect(
      noticeText({ kind: 'content_published', reason: 'It is a painting.', until: null, subject: 'story' }),
    ).toEqual({
      title: 'Your story was reviewed and published',
      description: 'A moderator looked at it and it is now in your stories. It is a painting.',
    });
  });
});
