import { ulid } from 'ulid';
import type { CreateVoiceUpload, VoiceUploadTicket } from '#shared/schemas/voice.ts';
import { MAX_VOICE_BYTES } from '#shared/voice/rules.ts';
import { putPendingVoiceUpload } from '../../db/voice';
import { requireEnv } from '../../lib/env';
import { presignTicket } from '../../media/presign-upload';
import { voiceKeys } from '../../media/voice-keys';
import { enforceRateLimit } from '../limits/enforce-rate-limit';
import { requireGoodStanding } from '../moderation/standing';

// The upload ticket alone: only its route loads the S3 presigner and client; reading lives in
// read-my-voice.ts, deleting in my-voice.ts (decision 0078).

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
