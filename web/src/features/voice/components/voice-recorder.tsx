/**
 * Record my introduction (marketing spec "States and transitions"): idle →
 * recording (a counter up to 1:00, stopping itself) → stopped (listen back) →
 * saved, topic Introduction. Recording again replaces the one I have.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Mic, RotateCcw, Save, Square, Trash2 } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { formatVoiceSeconds, MAX_VOICE_SECONDS, type VoiceContentType } from '#shared/voice/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { QueryErrorCard } from '#web/components/ui/status-cards.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { myVoiceQueryKey, saveVoice, useDeleteMyVoice, useMyVoice } from '../api/voice';
import { mustAutoStop, pickRecordingType, recorderReducer } from '../lib/recorder';

type Session = {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  startedAt: number;
  contentType: VoiceContentType;
  timer: number;
};

export function VoiceRecorder() {
  const myVoice = useMyVoice();
  const queryClient = useQueryClient();
  const remove = useDeleteMyVoice();
  const [state, dispatch] = useReducer(recorderReducer, { kind: 'idle' });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const session = useRef<Session | null>(null);
  const recording = useRef<{ blob: Blob; contentType: VoiceContentType } | null>(null);

  // Leaving the page lets go of the microphone.
  useEffect(() => () => release(), []);

  function release() {
    const current = session.current;
    if (!current) return;
    window.clearInterval(current.timer);
    current.stream.getTracks().forEach((track) => track.stop());
    session.current = null;
  }

  async function start() {
    const type =
      typeof MediaRecorder === 'undefined' ? null : pickRecordingType((mime) => MediaRecorder.isTypeSupported(mime));
    if (!type || !navigator.mediaDevices?.getUserMedia) return showError(MESSAGES.voice.recorderUnsupported);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return showError(MESSAGES.voice.microphoneError);
    }
    const recorder = new MediaRecorder(stream, { mimeType: type.mimeType });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    recorder.onstop = () => {
      const blob = new Blob(chunks, { type: type.contentType });
      recording.current = { blob, contentType: type.contentType };
      release();
      dispatch({ type: 'stopped', url: URL.createObjectURL(blob) });
    };
    const startedAt = performance.now();
    const timer = window.setInterval(() => {
      const seconds = (performance.now() - startedAt) / 1000;
      dispatch({ type: 'tick', seconds });
      if (mustAutoStop(seconds)) stop();
    }, 200);
    session.current = { recorder, stream, chunks, startedAt, contentType: type.contentType, timer };
    recorder.start(1000);
    dispatch({ type: 'started' });
  }

  function stop() {
    const current = session.current;
    if (current && current.recorder.state !== 'inactive') {
      window.clearInterval(current.timer);
      current.recorder.stop();
    }
  }

  function discard() {
    if (state.kind === 'stopped') URL.revokeObjectURL(state.url);
    recording.current = null;
    dispatch({ type: 'reset' });
  }

  async function save() {
    const taken = recording.current;
    if (!taken || state.kind !== 'stopped') return;
    dispatch({ type: 'saving' });
    try {
      const result = await saveVoice(taken.blob, taken.contentType, (fraction) => {
        dispatch({ type: 'progress', fraction });
        if (fraction >= 1) dispatch({ type: 'processing' });
      });
      if (result.status === 'ready') {
        await queryClient.invalidateQueries({ queryKey: myVoiceQueryKey });
        showSuccess(MESSAGES.voice.created);
        discard();
      } else {
        showError(result.reason ? MESSAGES.voice.rejected[result.reason] : MESSAGES.voice.uploadFailed);
        dispatch({ type: 'reset' });
      }
    } catch (error) {
      console.error('Voice upload failed', error);
      showError(MESSAGES.voice.uploadFailed);
      dispatch({ type: 'reset' });
    }
  }

  async function removeVoice() {
    try {
      await remove.mutateAsync();
    } catch {
      showError(MESSAGES.voice.deleteError);
      return;
    }
    setConfirmRemove(false);
    showSuccess(MESSAGES.voice.deleted);
  }

  const current = myVoice.data?.voice ?? null;
  return (
    <Card className="flex flex-col p-6" data-testid="voice-recorder">
      <h3 className="text-lg font-bold text-gray-900">Your voice introduction</h3>
      <p className="mt-1 text-sm text-gray-600">
        Say hello in 30 to 60 seconds: who you are, what makes you laugh, what you are looking for.
      </p>

      <div className="mt-5 flex-1">
        {state.kind === 'recording' ? (
          <div className="flex flex-col items-center gap-4 rounded-2xl bg-rose-50 p-6" role="status" aria-live="polite">
            <span className="flex items-center gap-2 text-sm font-semibold text-red-600">
              <span className="size-2.5 animate-pulse rounded-full bg-red-600" aria-hidden /> Recording
            </span>
            <span className="font-mono text-4xl font-bold tabular-nums text-gray-900" data-testid="voice-counter">
              {formatVoiceSeconds(state.seconds)}{' '}
              <span className="text-lg font-medium text-gray-500">/ {formatVoiceSeconds(MAX_VOICE_SECONDS)}</span>
            </span>
            <ProgressBar percent={(state.seconds / MAX_VOICE_SECONDS) * 100} label="Recording time" />
            <Button variant="danger" onClick={stop}>
              <Square className="size-4 fill-current" aria-hidden /> Stop
            </Button>
          </div>
        ) : state.kind === 'stopped' || state.kind === 'saving' ? (
          <div className="space-y-4 rounded-2xl bg-rose-50 p-5">
            <p className="text-sm font-medium text-gray-800">Listen back ({formatVoiceSeconds(state.seconds)})</p>
            <audio src={state.url} controls className="w-full" data-testid="voice-playback" />
            {state.kind === 'saving' ? (
              <div role="status" aria-live="polite">
                <ProgressBar percent={state.progress * 100} label="Uploading your introduction" />
                <p className="mt-2 text-xs text-gray-600">
                  {state.stage === 'uploading'
                    ? `Uploading ${Math.round(state.progress * 100)}%`
                    : 'Checking your recording…'}
                </p>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => void save()}>
                  <Save className="size-4" aria-hidden /> Save introduction
                </Button>
                <Button variant="ghost" onClick={discard}>
                  <RotateCcw className="size-4" aria-hidden /> Record again
                </Button>
              </div>
            )}
          </div>
        ) : myVoice.isPending ? (
          <Skeleton className="h-28" label="Loading your introduction" />
        ) : myVoice.isError ? (
          <QueryErrorCard query={myVoice} message={{ title: MESSAGES.voice.loadError.title }} className="mt-0" />
        ) : current ? (
          <div className="space-y-3 rounded-2xl border border-rose-100 p-4" data-testid="my-voice">
            <p className="text-sm font-semibold text-gray-900">
              {current.topic}{' '}
              <span className="font-normal text-gray-500">· {formatVoiceSeconds(current.durationSeconds)}</span>
            </p>
            <audio src={current.audioUrl} controls preload="metadata" className="w-full" />
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => void start()}>
                <Mic className="size-4" aria-hidden /> Record again
              </Button>
              <Button variant="ghost" onClick={() => setConfirmRemove(true)}>
                <Trash2 className="size-4" aria-hidden /> Remove
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-rose-50 p-6 text-center">
            <p className="text-sm text-gray-700">You have no voice introduction yet. Members with one get noticed.</p>
            <Button onClick={() => void start()}>
              <Mic className="size-4" aria-hidden /> Record
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        busy={remove.isPending}
        icon={Trash2}
        tone="red"
        title="Remove your voice introduction?"
        description="Members will no longer hear it in Voice Dating."
        confirmLabel="Remove"
        onConfirm={() => void removeVoice()}
      />
    </Card>
  );
}
