import { deleteVoice } from '../../db/voice';
import { requireEnv } from '../../lib/env';
import { deleteObjects } from '../../media/objects';

// Uploading (voice-uploads.ts) and reading (read-my-voice.ts) live apart, so their routes do not load the S3
// client deleting needs (decision 0078).

/** Removes my introduction and its audio; nothing to remove is not an error. */
export async function deleteMyVoice(memberId: string): Promise<{ deleted: true }> {
  const removed = await deleteVoice(memberId);
  if (removed) await deleteObjects(requireEnv('VOICE_BUCKET'), [removed.audioKey]);
  return { deleted: true };
}
