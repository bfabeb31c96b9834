/**
 * The voice recorder's states (marketing spec "States and transitions"): idle,
 * recording (a counter that stops itself at 60 s), stopped (play it back), then
 * saving and saved. Pure, so the rules are tested without a microphone.
 */
import { MAX_VOICE_SECONDS, voiceContentTypeOf, type VoiceContentType } from '#shared/voice/rules.ts';

export type RecorderState =
  | { kind: 'idle' }
  | { kind: 'recording'; seconds: number }
  | { kind: 'stopped'; seconds: number; url: string }
  | { kind: 'saving'; seconds: number; url: string; progress: number; stage: 'uploading' | 'processing' };

export type RecorderEvent =
  | { type: 'started' }
  | { type: 'tick'; seconds: number }
  | { type: 'stopped'; url: string }
  | { type: 'saving' }
  | { type: 'progress'; fraction: number }
  | { type: 'processing' }
  | { type: 'reset' };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'started':
      return { kind: 'recording', seconds: 0 };
    case 'tick':
      return state.kind === 'recording' ? { ...state, seconds: Math.min(MAX_VOICE_SECONDS, event.seconds) } : state;
    case 'stopped':
      return state.kind === 'recording' ? { kind: 'stopped', seconds: state.seconds, url: event.url } : state;
    case 'saving':
      return state.kind === 'stopped' ? { ...state, kind: 'saving', progress: 0, stage: 'uploading' } : state;
    case 'progress':
      return state.kind === 'saving' ? { ...state, progress: event.fraction } : state;
    case 'processing':
      return state.kind === 'saving' ? { ...state, stage: 'processing', progress: 1 } : state;
    case 'reset':
      return { kind: 'idle' };
  }
}

/** Whether the counter has reached the limit and the recorder must stop itself. */
export const mustAutoStop = (seconds: number) => seconds >= MAX_VOICE_SECONDS;

/** The first recording format this browser can make that the server takes: WebM/Opus, else MP4 (Safari). */
export function pickRecordingType(
  isSupported: (mimeType: string) => boolean,
): { mimeType: string; contentType: VoiceContentType } | null {
  for (const mimeType of ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4']) {
    const contentType = voiceContentTypeOf(mimeType);
    if (contentType && isSupported(mimeType)) return { mimeType, contentType };
  }
  return null;
}
