import type { MyVoice, VoiceUploadStatus } from '#shared/schemas/voice.ts';
import { getVoice, getVoiceUpload } from '../../db/voice';
import { notFound } from '../../lib/errors';
import { presentMyVoice } from './present-voice';

// Reading my voice and an upload's status: the table alone, so these routes load no S3 package
// (decision 0078).

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
