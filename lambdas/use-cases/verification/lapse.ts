import { getProfile } from '../../db/profiles';
import { getVerification, saveVerification } from '../../db/verification';
import { requireEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { readObject } from '../../media/objects';
import { bestPhotoMatch, VERIFY_RULES } from '#shared/verification/judge.ts';

/**
 * A verified member's main photo changed (handed on by the table stream's consumer, decisions 0071 and
 * 0098): if the main photo as it is now does not show the verified face, the verification lapses (the
 * badge goes, the face template and its index entries are removed) and the member is asked to verify
 * again. A main photo of the same face keeps the badge. Read now, not from the change: a later change
 * may have been handed on first.
 */
export async function checkMainPhoto(memberId: string, now = new Date()): Promise<void> {
  const profile = await getProfile(memberId, { consistent: true });
  if (!profile?.verified) return;
  const main = profile.photos[0];
  const record = await getVerification(memberId);
  if (record?.status !== 'verified' || !record.embedding) return;
  if (main && main.id === record.matchedPhotoId) return;
  let similarity = 0;
  if (main) {
    const { readFaces } = await import('../../media/face-reader');
    const faces = await readFaces(await readObject(requireEnv('PHOTOS_BUCKET'), main.key));
    similarity = bestPhotoMatch(record.embedding, [faces]).similarity;
    if (similarity >= VERIFY_RULES.review) return;
  }
  logger.info('Verification lapsed: the main photo shows another face', { similarity });
  const at = now.toISOString();
  await saveVerification(
    { memberId, status: 'lapsed', verifiedAt: null, lastFailure: null, updatedAt: at },
    { verified: false, ageHold: false },
    record,
    { verified: true, ageHold: false },
  );
}
