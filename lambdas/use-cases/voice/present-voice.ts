import type { MyVoice, VoiceProfile } from '#shared/schemas/voice.ts';
import type { VoiceRecord } from '../../db/voice';
import { requireEnv } from '../../lib/env';
import { mediaUrl } from '../../media/photo-keys';
import { presentMemberCard } from '../profile/present-profile';

export function presentMyVoice(voice: VoiceRecord): MyVoice {
  return {
    voiceId: voice.voiceId,
    audioUrl: mediaUrl(requireEnv('MEDIA_BASE_URL'), voice.audioKey),
    durationSeconds: voice.durationSeconds,
    topic: voice.topic,
    createdAt: voice.createdAt,
  };
}

export function presentVoiceProfile(voice: VoiceRecord, profile: Record<string, unknown>): VoiceProfile {
  const card = presentMemberCard(voice.memberId, profile);
  return {
    ...presentMyVoice(voice),
    member: {
      ...card,
      age: typeof profile.age === 'number' ? profile.age : null,
      location: typeof profile.location === 'string' && profile.location !== '' ? profile.location : null,
    },
  };
}
