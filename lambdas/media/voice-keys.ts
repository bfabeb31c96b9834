/** Object keys in the voice bucket: raw uploads under `uploads/`, served audio under `voice/`. */
export const voiceKeys = {
  uploadPrefix: (memberId: string) => `uploads/${memberId}/`,
  upload: (memberId: string, voiceId: string) => `uploads/${memberId}/${voiceId}`,
  memberPrefix: (memberId: string) => `voice/${memberId}/`,
  audio: (memberId: string, voiceId: string, container: 'mp4' | 'webm') =>
    `voice/${memberId}/${voiceId}.${container === 'mp4' ? 'm4a' : 'webm'}`,
};

export function parseVoiceUploadKey(key: string): { memberId: string; voiceId: string } | undefined {
  const match = /^uploads\/([^/]+)\/([0-9A-HJKMNP-TV-Z]{26})$/.exec(key);
  return match ? { memberId: match[1]!, voiceId: match[2]! } : undefined;
}
