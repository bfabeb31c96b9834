import { describe, expect, it } from 'vitest';
import { firstUnseenIndex, normaliseCaption, orderStoryOwners, storyFileProblem, storyMediaTypeOf } from './rules';
import { formatVoiceSeconds, isVoiceTooLong, voiceContentTypeOf } from '../voice/rules';

describe('story files', () => {
  it('takes images and MP4/WebM videos up to 10 MB', () => {
    expect(storyFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(storyFileProblem({ type: 'video/webm;codecs=vp9', size: 1000 })).toBeNull();
    expect(storyFileProblem({ type: 'video/mp4', size: 10 * 1024 * 1024 })).toBeNull();
    expect(storyFileProblem({ type: 'video/mp4', size: 10 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(storyFileProblem({ type: 'application/pdf', size: 10 })).toBe('invalidType');
    expect(storyFileProblem({ type: '', size: 10 })).toBe('invalidType');
    expect(storyFileProblem({ type: 'video/quicktime', size: 10 })).toBe('unsupportedVideo');
    // One reason per file: a file both of the wrong type and over 10 MB is refused for its type only.
    expect(storyFileProblem({ type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe('invalidType');
    expect(storyMediaTypeOf('image/gif')).toBe('image');
    expect(storyMediaTypeOf('image/heic')).toBeUndefined();
  });

  it('captions: trimmed, empty is null', () => {
    expect(normaliseCaption('  hi  ')).toBe('hi');
    expect(normaliseCaption('   ')).toBeNull();
    expect(normaliseCaption(undefined)).toBeNull();
  });
});

describe('the strip order', () => {
  it('puts matches first, then whoever posted last', () => {
    const stories = [
      { memberId: 'a', createdAt: '2026-11-22T10:00:00Z', isMatch: false },
      { memberId: 'b', createdAt: '2026-11-22T09:00:00Z', isMatch: true },
      { memberId: 'c', createdAt: '2026-11-22T11:00:00Z', isMatch: false },
      { memberId: 'a', createdAt: '2026-11-22T12:00:00Z', isMatch: false },
      { memberId: 'd', createdAt: '2026-11-22T08:00:00Z', isMatch: true },
    ];
    expect(orderStoryOwners(stories)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('opens a member at their first unseen story', () => {
    expect(firstUnseenIndex([{ viewed: true }, { viewed: false }, { viewed: false }])).toBe(1);
    expect(firstUnseenIndex([{ viewed: true }, { viewed: true }])).toBe(0);
  });
});

describe('voice rules', () => {
  it('allows 60 s with a small tolerance, no more', () => {
    expect(isVoiceTooLong(60)).toBe(false);
    expect(isVoiceTooLong(61.2)).toBe(false);
    expect(isVoiceTooLong(62)).toBe(true);
    expect(isVoiceTooLong(75)).toBe(true);
  });

  it('maps recorder types and formats the counter', () => {
    expect(voiceContentTypeOf('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(voiceContentTypeOf('audio/mp4')).toBe('audio/mp4');
    expect(voiceContentTypeOf('audio/ogg')).toBeUndefined();
    expect(formatVoiceSeconds(7.9)).toBe('0:07');
    expect(formatVoiceSeconds(60)).toBe('1:00');
  });
});
