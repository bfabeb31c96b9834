/**
 * The story viewer (marketing spec "States and transitions"): one member's
 * stories, each for 5 s (a video for its length), with a bar per story; a tap
 * on the left third or ← goes back, elsewhere or → goes forward; holding
 * pauses; Escape closes; after the last it closes. Someone else's story counts
 * a view; on my own I see how many viewed and who, and can delete it.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, Pause, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { relativeTime } from '#shared/relative-time.ts';
import type { MyStory, Story, StoryFeed, StoryMember } from '#shared/schemas/stories.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { storiesQueryKey, useDeleteStory, useRecordStoryView, useStoryViewers } from '../api/stories';
import { barFill, IMAGE_MS, step, tapDirection, tick, type PlayerState } from '../lib/story-player';
import { PhotoImage, PHOTO_SIZES } from '#web/components/ui/photo-image.tsx';
import { SensitiveCover } from '#web/components/ui/sensitive-cover.tsx';

export type ViewerSubject = { kind: 'mine' | 'theirs'; member: StoryMember; startAt: number };

/** The '⋯' menu on someone else's story; `onBlocked` closes the viewer when it also blocks them. */
export type StoryMenu = (owner: StoryMember, storyId: string, onBlocked: (memberId: string) => void) => ReactNode;

/** A press longer than this is a hold (pause), not a tap (navigate). */
const HOLD_MS = 250;

/** Another dialog or menu is open over the viewer (the report dialog, the '⋯' menu): time stands still. */
const somethingOnTop = () =>
  document.querySelectorAll('[role="dialog"][data-state="open"]').length > 1 ||
  document.querySelector('[role="menu"]') !== null;

export function StoryViewer({
  subject,
  feed,
  storyMenu,
  onClose,
}: {
  subject: ViewerSubject;
  feed: StoryFeed;
  storyMenu: StoryMenu;
  onClose: () => void;
}) {
  const stories: (MyStory | Story)[] =
    subject.kind === 'mine'
      ? feed.mine
      : (feed.others.find((group) => group.member.id === subject.member.id)?.stories ?? []);
  const [state, setState] = useState<PlayerState>({
    index: Math.min(subject.startAt, Math.max(0, stories.length - 1)),
    elapsedMs: 0,
  });
  const [held, setHeld] = useState(false);
  const [viewersOpen, setViewersOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [videoMs, setVideoMs] = useState<number | null>(null);
  /** A video that cannot play falls back to an image's 5 s, so the viewer never stalls. */
  const [videoFailed, setVideoFailed] = useState(false);
  const pressedAt = useRef<number | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const recordView = useRecordStoryView();
  const deleteStory = useDeleteStory();
  const queryClient = useQueryClient();
  const story = stories[state.index];
  const paused = held || viewersOpen || confirmDelete;

  // Fresh counts and flags when it opens, and the strip updated when it closes.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: storiesQueryKey });
    return () => void queryClient.invalidateQueries({ queryKey: storiesQueryKey });
  }, [queryClient]);

  // Nothing left to show (deleted, expired, blocked): close.
  useEffect(() => {
    if (!story) onClose();
  }, [story, onClose]);

  const storyId = story?.id;
  useEffect(() => {
    if (storyId && subject.kind === 'theirs') recordView(subject.member.id, storyId);
    // A new story: its video's length is not known until it loads.
    setVideoMs(null);
    setVideoFailed(false);
  }, [storyId, subject.kind, subject.member.id, recordView]);

  const isVideo = story?.mediaType === 'video';
  const durationMs = isVideo ? (videoMs ?? IMAGE_MS) : IMAGE_MS;

  // The clock: images by time, videos by their own playback.
  useEffect(() => {
    if (!story) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function loop(now) {
      const delta = now - last;
      last = now;
      const still = paused || somethingOnTop() || document.visibilityState !== 'visible';
      if (isVideo && video.current) {
        if (still && !video.current.paused) video.current.pause();
        if (!still && video.current.paused && !video.current.ended) void video.current.play().catch(() => undefined);
      }
      // Images (and a video that failed) run on the clock; a video runs on its own playback.
      if (!still && (!isVideo || videoFailed)) {
        setState((current) => {
          const next = tick(current, stories.length, delta, durationMs);
          if (next.finished) queueMicrotask(onClose);
          return next.state;
        });
      }
      if (isVideo && videoMs !== null && video.current) {
        const at = video.current.currentTime * 1000;
        setState((current) => (current.elapsedMs === at ? current : { ...current, elapsedMs: at }));
      }
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [story, paused, isVideo, videoMs, videoFailed, durationMs, stories.length, onClose]);

  const go = (direction: 1 | -1) => {
    const next = step(state, stories.length, direction);
    if (next.finished) onClose();
    else setState(next.state);
  };

  async function remove() {
    if (!story) return;
    try {
      await deleteStory.mutateAsync(story.id);
    } catch {
      showError(MESSAGES.stories.deleteError);
      return;
    }
    setConfirmDelete(false);
    showSuccess(MESSAGES.stories.deleted);
    setState((current) => ({ index: Math.min(current.index, stories.length - 2), elapsedMs: 0 }));
  }

  if (!story) return null;
  const mine = subject.kind === 'mine' ? (story as MyStory) : null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        {/* Opaque: a story fills a phone's screen, and nothing of the page (the strip's labels) may show through. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex items-center justify-center focus:outline-none"
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') {
              event.preventDefault();
              go(1);
            }
            if (event.key === 'ArrowLeft') {
              event.preventDefault();
              go(-1);
            }
          }}
          data-testid="story-viewer"
        >
          <Dialog.Title className="sr-only">
            {subject.kind === 'mine' ? 'Your story' : `${subject.member.fullName}'s story`}
          </Dialog.Title>
          <div
            className="relative h-dvh w-full max-w-[28rem] overflow-hidden bg-black sm:h-[92dvh] sm:rounded-3xl sm:shadow-2xl"
            data-testid="story-frame"
          >
            {isVideo ? (
              // A member's story video has no caption track to offer; its caption is the text shown over it.
              <video
                key={story.id}
                ref={video}
                src={story.mediaUrl}
                poster={story.posterUrl ?? undefined}
                className="absolute inset-0 size-full object-contain"
                playsInline
                autoPlay
                onLoadedMetadata={(event) => {
                  const seconds = event.currentTarget.duration;
                  setVideoMs(
                    Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : (story.durationSeconds ?? 5) * 1000,
                  );
                }}
                onEnded={() => go(1)}
                onError={() => setVideoFailed(true)}
                data-testid="story-media"
              />
            ) : (
              <PhotoImage
                key={story.id}
                url={story.mediaUrl}
                widths={story.widths}
                sizes={PHOTO_SIZES.story}
                alt={story.caption ?? ''}
                className="absolute inset-0 size-full object-contain"
                data-testid="story-media"
              />
            )}
            <SensitiveCover key={`cover-${story.id}`} blurred={story.blurred} revealable={story.revealable} />

            {/* Tap and hold: the whole picture, under the controls. */}
            <div
              className="absolute inset-0 touch-none select-none"
              onPointerDown={() => {
                pressedAt.current = performance.now();
                setHeld(true);
              }}
              onPointerUp={(event) => {
                const pressed = pressedAt.current;
                pressedAt.current = null;
                setHeld(false);
                if (pressed !== null && performance.now() - pressed < HOLD_MS) {
                  const box = event.currentTarget.getBoundingClientRect();
                  go(tapDirection(event.clientX - box.left, box.width));
                }
              }}
              onPointerCancel={() => setHeld(false)}
              onPointerLeave={() => setHeld(false)}
              data-testid="story-tap-area"
              aria-hidden
            />

            <div className="pointer-events-none absolute inset-x-0 top-0 bg-gradient-to-b from-black/70 to-transparent px-3 pt-3 pb-10">
              <div className="flex gap-1" aria-hidden>
                {stories.map((item, index) => (
                  <span key={item.id} className="h-[3px] flex-1 overflow-hidden rounded-full bg-white/35">
                    <span
                      className="block h-full bg-white"
                      style={{ width: `${barFill(index, state, durationMs) * 100}%` }}
                      data-testid="story-bar"
                    />
                  </span>
                ))}
              </div>
              <div className="pointer-events-auto mt-3 flex items-center gap-3 text-white">
                <Avatar photo={subject.member.photo} size="sm" className="size-9 ring-white/40" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold" data-testid="story-owner">
                    {subject.member.fullName}
                  </p>
                  <p className="text-xs text-white/75">{relativeTime(story.createdAt)}</p>
                </div>
                {paused && <Pause className="size-4 text-white/80" aria-label="Paused" />}
                {subject.kind === 'theirs' && storyMenu(subject.member, story.id, () => onClose())}
                <Dialog.Close
                  className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
                  aria-label="Close"
                >
                  <X className="size-6" aria-hidden />
                </Dialog.Close>
              </div>
            </div>

            <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pt-12 pb-5 text-white">
              {story.caption && (
                <p className="text-[15px] leading-snug break-words" data-testid="story-caption">
                  {story.caption}
                </p>
              )}
              <div className="mt-3 flex items-center justify-between gap-3">
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => go(-1)}
                    className="sr-only focus:not-sr-only focus:rounded-full focus:bg-white/20 focus:px-3 focus:py-1.5 focus:text-sm"
                  >
                    Previous story
                  </button>
                  <button
                    type="button"
                    onClick={() => go(1)}
                    className="sr-only focus:not-sr-only focus:rounded-full focus:bg-white/20 focus:px-3 focus:py-1.5 focus:text-sm"
                  >
                    Next story
                  </button>
                </div>
                {mine && (
                  <div className="flex items-center gap-2">
                    <button
                      type="button"
                      onClick={() => setViewersOpen(true)}
                      className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3.5 py-2 text-sm font-semibold backdrop-blur hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                      data-testid="story-view-count"
                    >
                      <Eye className="size-4" aria-hidden /> {mine.viewCount} {mine.viewCount === 1 ? 'view' : 'views'}
                    </button>
                    <button
                      type="button"
                      onClick={() => setConfirmDelete(true)}
                      className="inline-flex size-10 items-center justify-center rounded-full bg-white/15 backdrop-blur hover:bg-red-600 focus-visible:outline-2 focus-visible:outline-white"
                      aria-label="Delete story"
                    >
                      <Trash2 className="size-5" aria-hidden />
                    </button>
                  </div>
                )}
              </div>
            </div>

            {mine && viewersOpen && <ViewersSheet story={mine} onClose={() => setViewersOpen(false)} />}
          </div>
          <ConfirmDialog
            open={confirmDelete}
            onOpenChange={setConfirmDelete}
            busy={deleteStory.isPending}
            icon={Trash2}
            tone="red"
            title="Delete this story?"
            description="It disappears for everyone now, with its views."
            confirmLabel="Delete"
            onConfirm={() => void remove()}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewersSheet({ story, onClose }: { story: MyStory; onClose: () => void }) {
  const viewers = useStoryViewers(story.id, true);
  const count = viewers.data?.viewCount ?? story.viewCount;
  return (
    <section
      className="absolute inset-x-0 bottom-0 max-h-[60%] overflow-y-auto rounded-t-3xl bg-white p-5 text-gray-900 shadow-2xl"
      aria-label="Viewers"
      data-testid="story-viewers"
    >
      <div className="flex items-center justify-between">
        <h3 className="text-base font-bold">
          {count} {count === 1 ? 'view' : 'views'}
        </h3>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-gray-100"
          aria-label="Close viewers"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {viewers.isPending ? (
        <div className="flex justify-center py-6 text-rose-500">
          <Spinner className="size-6" label="Loading viewers" />
        </div>
      ) : viewers.isError ? (
        <div className="py-4 text-sm text-gray-600" role="alert">
          Could not load who viewed.{' '}
          <button
            type="button"
            className="font-semibold text-rose-600 underline"
            onClick={() => void viewers.refetch()}
          >
            Try again
          </button>
        </div>
      ) : viewers.data.viewers.length === 0 ? (
        <p className="py-4 text-sm text-gray-600">No one has viewed this story yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {viewers.data.viewers.map((viewer) => (
            <li key={viewer.member.id} className="flex items-center gap-3 py-2.5" data-testid="story-viewer-row">
              <Avatar photo={viewer.member.photo} size="sm" />
              <span className="flex-1 truncate text-sm font-medium">{viewer.member.fullName}</span>
              <span className="text-xs text-gray-500">{relativeTime(viewer.viewedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
