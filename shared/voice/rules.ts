/**
 * Voice dating (marketing spec "States and transitions", "Validation rules" and
 * "Business constants and limits"): one introduction per member, at most 60
 * seconds, browsed 20 at a time.
 */
export const MAX_VOICE_SECONDS = 60;
/**
 * The recorder stops itself at 60 s, and a stop takes a moment to land, so a
 * recording a little over is still the member's 60 seconds. More is refused.
 */
export const VOICE_DURATION_TOLERANCE_SECONDS = 1.5;
export const VOICE_TOPIC = 'Introduction';
export const VOICE_PAGE_SIZE = 20;
/** 60 s of Opus at its highest rate is under 4 MB; anything bigger is not a recording of ours. */
export const MAX_VOICE_BYTES = 5 * 1024 * 1024;

/** WebM (Chromium, Firefox, Edge) and MP4 (Safari): what MediaRecorder produces in today's browsers. */
export const VOICE_CONTENT_TYPES = ['audio/webm', 'audio/mp4'] as const;
export type VoiceContentType = (typeof VOICE_CONTENT_TYPES)[number];

/** `audio/webm;codecs=opus` → `audio/webm`, or undefined for a type we do not take. */
export function voiceContentTypeOf(mimeType: string): VoiceContentType | undefined {
  const base = mimeType.split(';')[0]!.trim().toLowerCase();
  return (VOICE_CONTENT_TYPES as readonly string[]).includes(base) ? (base as VoiceContentType) : undefined;
}

export function isVoiceTooLong(seconds: number): boolean {
  return seconds > MAX_VOICE_SECONDS + VOICE_DURATION_TOLERANCE_SECONDS;
}

/** The recorder's counter, 0:07 / 1:00. */
export function formatVoiceSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
