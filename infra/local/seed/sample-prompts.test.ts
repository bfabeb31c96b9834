import { describe, expect, it } from 'vitest';
import { LikeCommentSchema } from '#shared/schemas/likes.ts';
import { PromptAnswersSchema } from '#shared/schemas/profile.ts';
import { demoMembers } from './sample-members';
import { DEMO_LIKE_COMMENT, DEMO_PROMPTS } from './sample-prompts';

describe('seeded prompts (issue 28)', () => {
  it('are what a member could have saved, and most members have some', () => {
    const { members } = demoMembers();
    for (const { member } of members) expect(PromptAnswersSchema.parse(member.prompts)).toEqual(member.prompts);
    const answered = members.filter(({ member }) => member.prompts.length > 0).length;
    expect(answered / members.length).toBeGreaterThan(0.7);
    expect(PromptAnswersSchema.parse(DEMO_PROMPTS)).toEqual(DEMO_PROMPTS);
    expect(LikeCommentSchema.parse(DEMO_LIKE_COMMENT)).toBe(DEMO_LIKE_COMMENT);
  });
});
