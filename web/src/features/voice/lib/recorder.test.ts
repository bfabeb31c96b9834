import { describe, expect, it } from 'vitest';
import { mustAutoStop, pickRecordingType, recorderReducer, type RecorderState } from './recorder';

describe('the voice recorder', () => {
  it('goes idle → recording → stopped → saving → idle', () => {
    let state: RecorderState = { kind: 'idle' };
    state = recorderReducer(state, { type: 'started' });
    state = recorderReducer(state, { type: 'tick', seconds: 7 });
    expect(state).toEqual({ kind: 'recording', seconds: 7 });
    state = recorderReducer(state, { type: 'stopped', url: 'blob:x' });
    expect(state).toEqual({ kind: 'stopped', seconds: 7, url: 'blob:x' });
    state = recorderReducer(state, { type: 'saving' });
    state = recorderReducer(state, { type: 'progress', fraction: 0.5 });
    expect(state).toMatchObject({ kind: 'saving', progress: 0.5, stage: 'uploading' });
    state = recorderReducer(state, { type: 'processing' });
    expect(state).toMatchObject({ kind: 'saving', stage: 'processing' });
    expect(recorderReducer(state, { type: 'reset' })).toEqual({ kind: 'idle' });
  });

  it('never counts past 60 s and stops itself there', () => {
    const state = recorderReducer({ kind: 'recording', seconds: 59 }, { type: 'tick', seconds: 61 });
    expect(state).toEqual({ kind: 'recording', seconds: 60 });
    expect(mustAutoStop(59.9)).toBe(false);
    expect(mustAutoStop(60)).toBe(true);
  });

  it('records WebM/Opus where it can, MP4 on Safari, nothing otherwise', () => {
    expect(pickRecordingType(() => true)).toEqual({ mimeType: 'audio/webm;codecs=opus', contentType: 'audio/webm' });
    expect(pickRecordingType((type) => type === 'audio/mp4')).toEqual({
      mimeType: 'audio/mp4',
      contentType: 'audio/mp4',
    });
    expect(pickRecordingType(() => false)).toBeNull();
  });
});
