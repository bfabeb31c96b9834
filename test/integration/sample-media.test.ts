import { describe, expect, it } from 'vitest';
import { STORY_MEMBERS, VOICE_MEMBERS } from '#infra/local/seed/stories-and-voices.ts';
import { cloud } from '../support/cloud-info';
import { eventually } from '../support/table';

/**
 * The seed's sample stories and voice intros (`npm start`): posted as a member's uploads are, so they
 * come out of the same processing Lambdas, and posted again only when a member's stories have expired.
 */
describe("sample members' stories and voice intros", () => {
  it('go through the upload pipeline, and a start within the day adds nothing while one after it posts new stories', async () => {
    const { env } = cloud();
    const [{ refreshSampleStoriesAndVoices }, { listSampleMemberIds }, { listMyStories }, { getVoice }] =
      await Promise.all([
        import('#infra/local/seed/stories-and-voices.ts'),
        import('#lambdas/db/profiles.ts'),
        import('#lambdas/db/stories.ts'),
        import('#lambdas/db/voice.ts'),
      ]);
    const log = () => undefined;
    const featured = await listSampleMemberIds(Math.max(STORY_MEMBERS, VOICE_MEMBERS));
    expect(featured.length).toBeGreaterThan(1);
    const expected = Math.min(featured.length, STORY_MEMBERS);

    expect(await refreshSampleStoriesAndVoices({ env, log })).toEqual({
      stories: expected,
      voices: Math.min(featured.length, VOICE_MEMBERS),
    });
    // Published by the processing Lambdas: cleaned, with their served keys, a poster for each video.
    const stories = await eventually(async () => {
      const lists = await Promise.all(featured.slice(0, expected).map(({ id }) => listMyStories(id)));
      return lists.every((list) => list.length === 1) ? lists.flat() : undefined;
    }, 20_000);
    const videos = stories.filter((story) => story.mediaType === 'video');
    expect(videos.length).toBe(Math.floor(expected / 2));
    for (const video of videos) {
      expect(video.mediaKey).toMatch(/^stories\/.+\.mp4$/);
      expect(video.posterKey).toBeTruthy();
      expect(video.durationSeconds).toBeGreaterThan(3);
    }
    for (const photo of stories.filter((story) => story.mediaType === 'image')) {
      expect(photo.caption).toBeTruthy();
      expect(photo.posterKey).toBeNull();
    }
    const voices = await eventually(async () => {
      const found = await Promise.all(featured.slice(0, VOICE_MEMBERS).map(({ id }) => getVoice(id)));
      return found.every(Boolean) ? found : undefined;
    }, 20_000);
    for (const voice of voices) {
      expect(voice!.contentType).toBe('audio/webm');
      expect(voice!.durationSeconds).toBeGreaterThan(7);
    }

    // Restarted the same day: everything is still fresh.
    expect(await refreshSampleStoriesAndVoices({ env, log })).toEqual({ stories: 0, voices: 0 });
    // A start a day later: the stories have expired, the voice intros have not.
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await refreshSampleStoriesAndVoices({ env, log, now: tomorrow })).toEqual({ stories: expected, voices: 0 });
  });
});
