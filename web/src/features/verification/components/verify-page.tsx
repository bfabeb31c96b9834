import { clsx } from 'clsx';
import { Camera, CameraOff, Clock, RotateCcw, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import type { VerificationChallenge, VerificationResult, VerificationState } from '#shared/schemas/verification.ts';
import { paths } from '#web/config/paths.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { LoadingCard, QueryErrorCard } from '#web/components/ui/status-cards.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { VerifiedBadge } from '#web/components/ui/verified-badge.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { createVerificationChallenge, useSubmitVerification, useVerification } from '../api/verification-api';
import {
  CAMERA_PROBLEM_TEXT,
  COUNTDOWN_SECONDS,
  FAILURE_TEXT,
  FRAME_INTERVAL_MS,
  FRAMES_PER_STEP,
  PRIVACY_TEXT,
  attemptsLeftText,
  statusCopy,
  stepsFor,
  type CameraProblem,
} from '../lib/verification-flow';
import { useCamera } from './use-camera';

export type Stage =
  | { kind: 'intro' }
  | { kind: 'starting' }
  | { kind: 'camera-problem'; problem: CameraProblem }
  | { kind: 'ready' }
  | { kind: 'step'; challenge: VerificationChallenge; index: number; countdown: number | null }
  | { kind: 'submitting' }
  | { kind: 'result'; result: VerificationResult }
  | { kind: 'error'; message: string };

/** The check was left (or restarted) while it ran: its timers end quietly. */
class Cancelled extends Error {}

/**
 * /verify: the camera check (issue 27). It says why it wants the camera before asking, shows the live preview
 * mirrored (as a mirror is what people expect), walks the server's challenge step by step (a neutral look, then
 * each pose after a short countdown), sends the frames, and says the verdict in plain words. The camera stops as
 * soon as the frames are taken, and when the screen is left.
 */
export function VerifyPage() {
  const verification = useVerification();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader icon={ShieldCheck} title="Get verified">
        A short camera check shows people you are who your photos say. Free on every plan.
      </PageHeader>
      {verification.isPending && <LoadingCard>Loading your verification…</LoadingCard>}
      {verification.isError && (
        <QueryErrorCard query={verification} message={{ title: 'We could not load your verification.' }} />
      )}
      {verification.data && <VerifyFlow state={verification.data} />}
    </div>
  );
}

export function VerifyFlow({ state }: { state: VerificationState }) {
  const camera = useCamera();
  const submit = useSubmitVerification();
  const [stage, setStage] = useState<Stage>({ kind: 'intro' });
  const run = useRef(0);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const cardRef = useRef<HTMLDivElement | null>(null);

  // Each new stage moves focus to its heading, so keyboard and screen-reader users land on what changed; the
  // card, not the heading, is scrolled into view, so the preview and the instruction on it stay on screen.
  useEffect(() => {
    if (stage.kind === 'intro') return;
    headingRef.current?.focus({ preventScroll: true });
    cardRef.current?.scrollIntoView({ block: 'nearest' });
  }, [stage.kind]);

  // Leaving the screen ends a running check (use-camera.ts stops the camera itself).
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const wait = useCallback((ms: number, id: number) => {
    return new Promise<void>((resolve, reject) =>
      setTimeout(() => (run.current === id ? resolve() : reject(new Cancelled())), ms),
    );
  }, []);

  /**
   * The attempt, start to end: the challenge first (so the camera is not on while we wait for it), then the
   * camera, then the steps as soon as the picture arrives: step 0's countdown is the time to settle in the oval.
   */
  async function start() {
    const id = ++run.current;
    try {
      setStage({ kind: 'starting' });
      const challenge = await createVerificationChallenge();
      if (run.current !== id) return;
      const problem = await camera.start();
      if (run.current !== id) return camera.stop();
      if (problem) return setStage({ kind: 'camera-problem', problem });
      setStage({ kind: 'ready' });
      await camera.whenPlaying();
      const steps = stepsFor(challenge);
      const captured: string[][] = [];
      for (let index = 0; index < steps.length; index++) {
        for (let countdown = COUNTDOWN_SECONDS; countdown > 0; countdown--) {
          if (run.current !== id) throw new Cancelled();
          setStage({ kind: 'step', challenge, index, countdown });
          await wait(1000, id);
        }
        setStage({ kind: 'step', challenge, index, countdown: null });
        const frames: string[] = [];
        for (let taken = 0; taken < FRAMES_PER_STEP; taken++) {
          const frame = camera.grab();
          if (frame) frames.push(frame);
          await wait(FRAME_INTERVAL_MS, id);
        }
        if (frames.length === 0)
          throw new Error('The camera gave no picture. Check that it is not covered, then try again.');
        captured.push(frames);
      }
      // Everything needed is taken: the camera goes off before the frames leave.
      camera.stop();
      setStage({ kind: 'submitting' });
      const result = await submit.mutateAsync({
        challengeId: challenge.challengeId,
        steps: captured.map((frames) => ({ frames })),
      });
      if (run.current === id) setStage({ kind: 'result', result });
    } catch (error) {
      if (error instanceof Cancelled || run.current !== id) return;
      camera.stop();
      setStage({
        kind: 'error',
        message: error instanceof ApiError || error instanceof Error ? error.message : 'Something went wrong.',
      });
    }
  }

  function again() {
    run.current += 1;
    camera.stop();
    setStage({ kind: 'intro' });
  }

  const heading = (children: ReactNode) => (
    <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-gray-900 outline-none">
      {children}
    </h2>
  );

  if (stage.kind === 'intro') return <Intro state={state} onStart={() => void start()} />;

  if (stage.kind === 'camera-problem') {
    const text = CAMERA_PROBLEM_TEXT[stage.problem];
    return (
      <Card className="mt-8 p-6 sm:p-8" data-testid="verify-camera-problem" data-problem={stage.problem}>
        <div className="flex items-start gap-3">
          <CameraOff className="mt-1 size-6 shrink-0 text-rose-500" aria-hidden />
          <div>
            {heading(text.title)}
            <p className="mt-2 text-gray-600">{text.body}</p>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => void start()}>
            <RotateCcw className="size-4" aria-hidden /> Try again
          </Button>
          <Link to={paths.dashboard.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            Not now
          </Link>
        </div>
      </Card>
    );
  }

  if (stage.kind === 'result') return <Result result={stage.result} onAgain={again} headingRef={headingRef} />;

  if (stage.kind === 'error')
    return (
      <Card className="mt-8 p-6 sm:p-8" data-testid="verify-error">
        <div className="flex items-start gap-3">
          <TriangleAlert className="mt-1 size-6 shrink-0 text-amber-500" aria-hidden />
          <div>
            {heading('The check did not finish')}
            <p className="mt-2 text-gray-600">{stage.message}</p>
          </div>
        </div>
        <Button className="mt-6" onClick={again}>
          <RotateCcw className="size-4" aria-hidden /> Try again
        </Button>
      </Card>
    );

  // The camera stages share the preview.
  const steps = stage.kind === 'step' ? stepsFor(stage.challenge) : [];
  const step = stage.kind === 'step' ? steps[stage.index] : undefined;
  const instruction =
    stage.kind === 'starting'
      ? 'Starting the camera…'
      : stage.kind === 'ready'
        ? 'Centre your face in the oval'
        : stage.kind === 'submitting'
          ? camera.on
            ? 'Getting ready…'
            : 'Checking…'
          : step && stage.kind === 'step'
            ? stage.countdown === null
              ? `${step.instruction}. Hold it…`
              : step.instruction
            : '';

  return (
    <div ref={cardRef} className="mt-6 scroll-mt-20">
      <Card className="overflow-hidden p-0" data-testid="verify-camera" data-stage={stage.kind}>
        {/* Sized to leave room for the header and the buttons, on a phone and a laptop alike. */}
        <div className="relative h-[min(calc(100dvh-19rem),30rem)] min-h-64 w-full bg-gray-900">
          {camera.on && (
            <video
              ref={camera.attachVideo}
              autoPlay
              playsInline
              muted
              aria-label="Your camera preview"
              className="size-full -scale-x-100 object-cover"
              data-testid="verify-preview"
            />
          )}
          {/* A face guide: where to put the face, nothing more. */}
          <div
            aria-hidden
            className={clsx(
              'pointer-events-none absolute top-1/2 left-1/2 aspect-[3/4] h-[70%] -translate-x-1/2 -translate-y-1/2 rounded-[50%] border-4 motion-safe:transition-colors',
              stage.kind === 'step' && stage.countdown === null ? 'border-sky-400' : 'border-white/70',
            )}
          />
          {stage.kind === 'step' && stage.countdown !== null && (
            <span
              aria-hidden
              className="absolute top-4 right-4 flex size-14 items-center justify-center rounded-full bg-black/55 text-3xl font-extrabold text-white tabular-nums motion-safe:animate-pulse"
              data-testid="verify-countdown"
            >
              {stage.countdown}
            </span>
          )}
          {(stage.kind === 'starting' || (stage.kind === 'submitting' && !camera.on)) && (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner className="size-10 text-white" />
            </div>
          )}
          {stage.kind === 'step' && (
            <p
              className="absolute top-4 left-4 rounded-full bg-black/55 px-3 py-1 text-sm font-semibold text-white"
              data-testid="verify-step"
            >
              Step {stage.index + 1} of {steps.length}
            </p>
          )}
          {/* On the preview, beside the face it is about. Announced as it changes: the instruction for each pose,
            then "Hold it…" while the frames are taken. */}
          <p
            role="status"
            aria-live="polite"
            className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-5 pt-10 pb-4 text-center text-xl font-bold text-white drop-shadow empty:hidden"
            data-testid="verify-instruction"
          >
            {instruction}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-6">
          {heading(stage.kind === 'submitting' && !camera.on ? 'Checking your photos' : 'Camera check')}
          {(stage.kind === 'ready' || stage.kind === 'step') && (
            <Button variant="secondary" onClick={again}>
              Cancel
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}

function Intro({ state, onStart }: { state: VerificationState; onStart: () => void }) {
  const copy = statusCopy(state);
  const canStart = state.status !== 'verified' && state.status !== 'review' && state.attemptsLeft > 0;
  return (
    <Card className="mt-8 space-y-5 p-6 sm:p-8" data-testid="verify-intro" data-status={state.status}>
      <div>
        <h2 className="flex items-center gap-2 text-xl font-bold text-gray-900" data-testid="verification-status">
          {copy.title}
          <VerifiedBadge verified={state.status === 'verified'} />
        </h2>
        <p className="mt-2 text-gray-600">{copy.body}</p>
      </div>
      {canStart && (
        <>
          <div className="rounded-2xl bg-rose-50/70 p-4 text-sm text-gray-700">
            <p className="font-semibold text-gray-900">Why we ask for your camera</p>
            <p className="mt-1">
              We ask you to look at the camera, then to turn your head or blink as the screen says. That shows you are a
              live person, and lets us compare your face with your profile photos.
            </p>
            <p className="mt-3 font-semibold text-gray-900">What we keep</p>
            <p className="mt-1" data-testid="verify-privacy">
              {PRIVACY_TEXT}
            </p>
          </div>
          <p className="text-sm text-gray-500">{attemptsLeftText(state.attemptsLeft)}</p>
          <Button onClick={onStart} size="lg">
            <Camera className="size-5" aria-hidden /> Start the camera
          </Button>
        </>
      )}
      {state.status === 'unverified' && state.attemptsLeft === 0 && (
        <p className="text-sm text-gray-600">{attemptsLeftText(0)}</p>
      )}
    </Card>
  );
}

export function Result({
  result,
  onAgain,
  headingRef,
}: {
  result: VerificationResult;
  onAgain: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const failed = result.status === 'unverified' || result.status === 'lapsed';
  const title =
    result.status === 'verified'
      ? 'You are verified'
      : result.status === 'review'
        ? 'A person will look within 24 hours'
        : 'Not verified this time';
  const body =
    result.status === 'verified'
      ? 'The blue tick now shows on your profile, in matches and in chat. Your camera frames have been deleted.'
      : result.status === 'review'
        ? 'Your check needs a second look from our team. Your badge shows if they confirm it; we will let you know.'
        : result.lastFailure
          ? FAILURE_TEXT[result.lastFailure]
          : result.message;
  return (
    <Card className="mt-8 space-y-4 p-6 sm:p-8" data-testid="verify-result" data-status={result.status}>
      <div className="flex items-start gap-3">
        {result.status === 'verified' ? (
          <VerifiedBadge verified className="mt-1 text-3xl" />
        ) : result.status === 'review' ? (
          <Clock className="mt-1 size-7 shrink-0 text-sky-600" aria-hidden />
        ) : (
          <TriangleAlert className="mt-1 size-7 shrink-0 text-amber-500" aria-hidden />
        )}
        <div>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-gray-900 outline-none">
            {title}
          </h2>
          <p className="mt-2 text-gray-700" data-testid="verify-result-text">
            {body}
          </p>
          {failed && result.message !== body && <p className="mt-2 text-sm text-gray-500">{result.message}</p>}
          {failed && <p className="mt-2 text-sm text-gray-600">{attemptsLeftText(result.attemptsLeft)}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        {failed && result.attemptsLeft > 0 && (
          <Button onClick={onAgain}>
            <RotateCcw className="size-4" aria-hidden /> Try again
          </Button>
        )}
        <Link
          to={paths.dashboard.getHref()}
          className={buttonClasses({ variant: failed && result.attemptsLeft > 0 ? 'secondary' : 'primary' })}
        >
          Back to your dashboard
        </Link>
      </div>
    </Card>
  );
}
