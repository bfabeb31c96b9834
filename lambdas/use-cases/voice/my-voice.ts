import { ulid } from 'ulid';
import type { CreateVoiceUpload, MyVoice, VoiceUploadStatus, VoiceUploadTicket } from '#shared/schemas/voice.ts';
import { MAX_VOICE_BYTES } from '#shared/voice/rules.ts';
import { deleteVoice, getVoice, getVoiceUpload, putPendingVoiceUpload } from '../../db/voice';
import { requireEnv } from '../../lib/env';
import { notFound } from '../../lib/errors';
import { deleteObjects } from '../../media/objects';
import { presignTicket } from '../../media/presign-upload';
import { voiceKeys } from '../../media/voice-keys';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { requireGoodStanding } from '../moderation/standing';
import { presentMyVoice } from './present-voice';

/** A presigned POST for one recording under my upload prefix; the S3 handler measures and checks it. */
export async function createVoiceUpload(
  memberId: string,
  input: CreateVoiceUpload,
  now = new Date(),
): Promise<VoiceUploadTicket> {
  // A suspended member cannot post (decision 0023).
  await requireGoodStanding(memberId, now);
  await enforceRateLimit(memberId, 'voiceUpload', now.getTime());
  const voiceId = ulid(now.getTime());
  await putPendingVoiceUpload(memberId, voiceId, input.contentType, now);
  const bucket = requireEnv('VOICE_BUCKET');
  const ticket = await presignTicket(
    bucket,
    voiceKeys.upload(memberId, voiceId),
    input.contentType,
    MAX_VOICE_BYTES,
    now,
  );
  return { voiceId, ...ticket };
}

export async function getMyVoiceUpload(memberId: string, voiceId: string): Promise<VoiceUploadStatus> {
  const upload = await getVoiceUpload(memberId, voiceId);
  if (!upload) throw notFound('Upload');
  const voice = upload.status === 'ready' ? await getVoice(memberId) : undefined;
  return {
    voiceId,
    status: upload.status,
    ...(upload.reason ? { reason: upload.reason } : {}),
    ...(voice && voice.voiceId === voiceId ? { voice: presentMyVoice(voice) } : {}),
  };
}

export async function getMyVoice(memberId: string): Promise<{ voice: MyVoice | null }> {
  const voice = await getVoice(memberId);
  return { voice: voice ? presentMyVoice(voice) : null };
}

/** Removes my introduction and its audio; nothing to remove is not an error. */
export async function deleteMyVoice(memberId: string): Promise<{ deleted: true }> {
  const removed = await deleteVoice(memberId);
  if (removed) await deleteObjects(requireEnv('VOICE_BUCKET'), [removed.audioKey]);
  return { deleted: true };
}
