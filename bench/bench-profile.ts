import { randomUUID } from 'node:crypto';

/**
 * A complete profile a bench writes straight into the table: `fields` (a
 * sample member's, say) with a fresh id and what every listed profile has,
 * a photo among it. Where it lives is the caller's.
 */
export function benchProfile<T extends object>(fields: T, at: string) {
  const id = randomUUID();
  return {
    ...fields,
    id,
    username: id.slice(0, 8),
    email: `${id}@bench.local`,
    photos: [{ id: 'p1', key: `${id}/p1.jpg`, thumbKey: `${id}/p1-thumb.jpg` }],
    isProfileComplete: true,
    createdAt: at,
    updatedAt: at,
  };
}
