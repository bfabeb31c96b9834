import { describe, expect, it } from 'vitest';
import { screenImage } from '#lambdas/media/screen-image.ts';
import { renderAvatar } from './avatar';
import { demoMembers } from './sample-members';

/** No seeded portrait may be falsely flagged by the real screening model (issue 27, decision 0070). */
describe('seeded portraits and screening', () => {
  it(
    'passes every seventh seeded portrait (`npm run bench:trust` screens them all)',
    { timeout: 120_000 },
    async () => {
      const { demoLooks, members } = demoMembers();
      const looks = [...demoLooks, ...members.flatMap((member) => member.looks)];
      for (let index = 0; index < looks.length; index += 7) {
        const { display } = await renderAvatar(looks[index]!);
        expect((await screenImage(display)).verdict, `seeded portrait ${index}`).toBe('clean');
      }
    },
  );
});
