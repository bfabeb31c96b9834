import type { VoiceRejectionReason } from '#shared/schemas/voice.ts';
import { isVoiceTooLong, MAX_VOICE_BYTES, VOICE_TOPIC } from '#shared/voice/rules.ts';
import { getVoiceUpload, putVoice, settleVoiceUpload } from '../../db/voice';
import { logger } from '../../lib/logger';
import { cleanAv, MediaRejected } from '../../media/av-container';
import { deleteObjects, readObject } from '../../media/objects';
import { parseVoiceUploadKey, voiceKeys } from '../../media/voice-keys';
import { objectSize, writeMedia } from '../../media/write-media';

const REASON_OF: Record<MediaRejected['reason'], VoiceRejectionReason> = {
  not_a_video: 'not_audio',
  not_audio: 'not_audio',
  unsupported: 'not_audio',
  unreadable: 'unreadable',
};

/**
 * What happens after a recording lands (decision 0018): the real size, the
 * container by its magic bytes, audio only, and the duration measured from
 * the data itself (MediaRecorder's WebM has none in its header, and a header
 * could lie): over 60 s, with a small tolerance, is refused. The cleaned file
 * becomes the member's one introduction; the one it replaces is deleted.
 */
export async function processVoiceUpload(
  bucket: string,
  key: string,
  now = new Date(),
): Promise<'ready' | 'rejected' | 'ignored'> {
  const owner = parseVoiceUploadKey(key);
  const upload = owner ? await getVoiceUpload(owner.memberId, owner.voiceId, now) : undefined;
  if (!owner || !upload || upload.status !== 'pending') {
    await deleteObjects(bucket, [key]);
    logger.info('Voice upload without a pending ticket deleted', { key });
    return 'ignored';
  }
  const { memberId, voiceId } = owner;
  const reject = async (reason: VoiceRejectionReason, detail?: Record<string, unknown>) => {
    await settleVoiceUpload(memberId, voiceId, { status: 'rejected', reason });
    await deleteObjects(bucket, [key]);
    logger.info('Voice upload rejected', { memberId, voiceId, reason, ...detail });
    return 'rejected' as const;
  };

  const size = await objectSize(bucket, key);
  if (size === undefined) return 'ignored';
  if (size === 0) return reject('empty');
  if (size > MAX_VOICE_BYTES) return reject('too_large');

  let cleaned;
  try {
    cleaned = cleanAv(await readObject(bucket, key));
  } catch (error) {
    if (error instanceof MediaRejected) return reject(REASON_OF[error.reason], { detail: error.message });
    throw error;
  }
  if (cleaned.videoTracks > 0 || cleaned.audioTracks === 0)
    return reject('not_audio', { videoTracks: cleaned.videoTracks, audioTracks: cleaned.audioTracks });
  if (isVoiceTooLong(cleaned.durationSeconds)) return reject('too_long', { durationSeconds: cleaned.durationSeconds });

  const audioKey = voiceKeys.audio(memberId, voiceId, cleaned.container);
  await writeMedia(bucket, audioKey, cleaned.bytes, cleaned.container === 'mp4' ? 'audio/mp4' : 'audio/webm');
  const saved = await putVoice({
    voiceId,
    memberId,
    audioKey,
    contentType: cleaned.container === 'mp4' ? 'audio/mp4' : 'audio/webm',
    durationSeconds: Math.round(cleaned.durationSeconds * 100) / 100,
    topic: VOICE_TOPIC,
    createdAt: now.toISOString(),
  });
  if (saved === 'noProfile') {
    await deleteObjects(bucket, [audioKey, key]);
    return 'ignored';
  }
  if (saved.replaced && saved.replaced.audioKey !== audioKey) await deleteObjects(bucket, [saved.replaced.audioKey]);
  await settleVoiceUpload(memberId, voiceId, { status: 'ready' });
  await deleteObjects(bucket, [key]);
  logger.info('Voice introduction saved', {
    memberId,
    voiceId,
    durationSeconds: cleaned.durationSeconds,
    removed: cleaned.removed,
  });
  return 'ready';
}
