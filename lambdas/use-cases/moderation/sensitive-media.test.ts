import { describe, expect, it, vi } from 'vitest';
import type { StoredPhoto } from '../../db/profiles';
import { SENSITIVE_PLACEHOLDER } from './sensitive-media';

// The Lambda environment as far as these presenters read it.
vi.mock('../../lib/env', () => ({ requireEnv: () => 'https://media.example' }));
const { presentMemberCard, presentOwnPhoto, presentPhoto } = await import('../profile/present-profile');

const plain: StoredPhoto = { id: 'p1', key: 'm1/p1.jpg', thumbKey: 'm1/p1-thumb.jpg' };
const blurred: StoredPhoto = { id: 'p2', key: 'm1/p2.jpg', thumbKey: 'm1/p2-thumb.jpg', blurred: true };

describe("a borderline photo's real URL (decision 0073)", () => {
  it('goes to nobody by default: the placeholder holds nothing of the picture and names no key', () => {
    const shown = presentPhoto(blurred);
    expect(shown).toEqual({ id: 'p2', url: SENSITIVE_PLACEHOLDER, thumbUrl: SENSITIVE_PLACEHOLDER, blurred: true });
    expect(JSON.stringify(shown)).not.toContain('m1/');
    // Avatars never offer "Tap to view": the placeholder there too.
    expect(presentMemberCard('m1', { fullName: 'A', photos: [blurred] }).photo?.url).toBe(SENSITIVE_PLACEHOLDER);
  });

  it('goes to its owner and to a viewer who opted in, marked revealable', () => {
    expect(presentOwnPhoto(blurred)).toEqual({
      id: 'p2',
      url: 'https://media.example/m1/p2.jpg',
      thumbUrl: 'https://media.example/m1/p2-thumb.jpg',
      blurred: true,
      revealable: true,
    });
    expect(presentPhoto(blurred, true).url).toBe('https://media.example/m1/p2.jpg');
  });

  it('changes nothing for an ordinary photo', () => {
    expect(presentPhoto(plain)).toEqual({
      id: 'p1',
      url: 'https://media.example/m1/p1.jpg',
      thumbUrl: 'https://media.example/m1/p1-thumb.jpg',
    });
  });
});
