/**
 * The home's Stories strip (marketing spec "Screens and routes" and "States and
 * transitions"): an Add Story tile, my active stories with their view counts,
 * and other members' stories grouped by member (matches first, unseen ringed).
 * The create dialog and the viewer open from here; an upload in flight shows
 * its progress as a tile, so the dialog can close while the server checks the
 * file.
 */
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Eye, Heart, Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import type { StoryFeed, StoryGroup, StoryMember } from '#shared/schemas/stories.ts';
import { firstUnseenIndex } from '#shared/stories/rules.ts';
import { QueryErrorCard } from '#web/components/ui/status-cards.tsx';
import { isFirstContentShown, markFirstContentShown, whenPresented } from '#web/lib/first-content.ts';
import { useMe } from '#web/lib/me.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { storiesQueryKey, useStories } from '../api/stories';
import { uploadStory, type StoryUploadInput } from '../api/upload-story';
import type { StoryMenu, ViewerSubject } from './story-viewer';

/** The dialog and the viewer load when first opened, off the home's first render (decision 0060). */
const CreateStoryDialog = lazy(async () => ({ default: (await import('./create-story-dialog')).CreateStoryDialog }));
const StoryViewer = lazy(async () => ({ default: (await import('./story-viewer')).StoryViewer }));

export type StoriesSectionProps = {
  /** The '⋯' menu on someone else's story (Report, Block): the route brings it from the safety feature. */
  storyMenu: StoryMenu;
};

type UploadTile = { progress: number; stage: 'uploading' | 'processing'; previewUrl: string | null };

export function StoriesSection({ storyMenu }: StoriesSectionProps) {
  const stories = useStories();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [createOpened, setCreateOpened] = useState(false);
  if (creating && !createOpened) setCreateOpened(true);
  const [upload, setUpload] = useState<UploadTile | null>(null);
  const [viewing, setViewing] = useState<ViewerSubject | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(new DOMException('Left the page', 'AbortError')), []);
  // The strip is the home's first content (lib/first-content.ts, decision 0060): once it is drawn, with
  // its stories or its error, what waits for the page (the sections below, Amplify, the menus' code) may go.
  useEffect(() => {
    if (!stories.isPending && !isFirstContentShown()) whenPresented(markFirstContentShown);
  }, [stories.isPending]);

  const share = useCallback(
    async (input: StoryUploadInput, previewUrl: string | null) => {
      const abort = new AbortController();
      controller.current = abort;
      setUpload({ progress: 0, stage: 'uploading', previewUrl });
      setCreating(false);
      try {
        const result = await uploadStory(input, {
          signal: abort.signal,
          onProgress: (progress) => setUpload((tile) => tile && { ...tile, progress }),
          onProcessing: () => setUpload((tile) => tile && { ...tile, stage: 'processing', progress: 1 }),
        });
        if (result.status === 'ready') {
          await queryClient.invalidateQueries({ queryKey: storiesQueryKey });
          showSuccess(MESSAGES.stories.created);
        } else {
          showError(result.reason ? MESSAGES.stories.rejected[result.reason] : MESSAGES.stories.uploadFailed);
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          console.error('Story upload failed', error);
          showError(MESSAGES.stories.uploadFailed);
        }
      } finally {
        if (previewUrl) URL.revokeObjectURL(previewUrl);
        setUpload(null);
      }
    },
    [queryClient],
  );

  const feed = stories.data;
  const self: StoryMember = {
    id: feed?.me.id ?? me?.id ?? 'me',
    fullName: 'Your story',
    photo: feed?.me.photo ?? null,
  };

  return (
    <div data-testid="stories-section">
      {stories.isPending ? (
        <StripSkeleton />
      ) : stories.isError && !feed ? (
        <QueryErrorCard query={stories} message={MESSAGES.stories.loadError} className="mt-0" />
      ) : (
        <Strip
          feed={feed!}
          upload={upload}
          onAdd={() => setCreating(true)}
          onOpenMine={(index) => setViewing({ kind: 'mine', member: self, startAt: index })}
          onOpenGroup={(group) =>
            setViewing({ kind: 'theirs', member: group.member, startAt: firstUnseenIndex(group.stories) })
          }
        />
      )}
      {/* Once opened, the dialog stays mounted, so that it closes as it does everywhere. */}
      {(creating || createOpened) && (
        <Suspense fallback={null}>
          <CreateStoryDialog
            open={creating}
            onOpenChange={setCreating}
            busy={upload !== null}
            onShare={(input, previewUrl) => void share(input, previewUrl)}
          />
        </Suspense>
      )}
      {viewing && feed && (
        <Suspense fallback={null}>
          <StoryViewer subject={viewing} feed={feed} storyMenu={storyMenu} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </div>
  );
}

function Strip({
  feed,
  upload,
  onAdd,
  onOpenMine,
  onOpenGroup,
}: {
  feed: StoryFeed;
  upload: UploadTile | null;
  onAdd: () => void;
  onOpenMine: (index: number) => void;
  onOpenGroup: (group: StoryGroup) => void;
}) {
  const empty = feed.mine.length === 0 && feed.others.length === 0 && !upload;
  return (
    <div>
      <ul
        className="-mx-1 flex gap-4 overflow-x-auto px-1 pt-1 pb-3 [scrollbar-width:thin]"
        aria-label="Stories"
        data-testid="story-strip"
      >
        <li className="shrink-0">
          <Tile label="Add Story" onClick={onAdd} disabled={upload !== null} ring="dashed" testId="add-story">
            <span className="flex size-full items-center justify-center rounded-full bg-rose-50 text-rose-600">
              <Plus className="size-7" aria-hidden />
            </span>
          </Tile>
        </li>
        {upload && (
          <li className="shrink-0" data-testid="story-uploading">
            <UploadingTile upload={upload} />
          </li>
        )}
        {feed.mine.map((story, index) => (
          <li key={story.id} className="shrink-0">
            <Tile
              label={index === feed.mine.length - 1 ? 'Your story' : `Your story ${index + 1}`}
              accessibleLabel={`Your story ${index + 1} of ${feed.mine.length}, ${story.viewCount} ${story.viewCount === 1 ? 'view' : 'views'}`}
              onClick={() => onOpenMine(index)}
              ring="seen-mine"
              testId="my-story-tile"
              badge={
                <span
                  className="inline-flex items-center gap-0.5 rounded-full bg-gray-900/80 px-1.5 py-0.5 text-[10px] font-semibold text-white"
                  data-testid="my-story-views"
                >
                  <Eye className="size-3" aria-hidden /> {story.viewCount}
                </span>
              }
            >
              <img src={story.thumbUrl} alt="" className="size-full rounded-full object-cover" />
            </Tile>
          </li>
        ))}
        {feed.others.map((group) => {
          const unseen = group.stories.some((story) => !story.viewed);
          const newest = group.stories[group.stories.length - 1]!;
          const firstName = group.member.fullName.split(' ')[0] || 'Member';
          return (
            <li key={group.member.id} className="shrink-0">
              <Tile
                label={firstName}
                accessibleLabel={`${group.member.fullName}'s stories, ${group.stories.length}${unseen ? ', new' : ''}`}
                onClick={() => onOpenGroup(group)}
                ring={unseen ? 'unseen' : 'seen'}
                testId="story-group"
                memberId={group.member.id}
                badge={
                  group.isMatch ? (
                    <span
                      className="inline-flex size-5 items-center justify-center rounded-full bg-rose-600 text-white ring-2 ring-white"
                      title="Your match"
                    >
                      <Heart className="size-3 fill-current" aria-hidden />
                    </span>
                  ) : undefined
                }
              >
                <img
                  src={group.member.photo?.thumbUrl ?? newest.thumbUrl}
                  alt=""
                  className="size-full rounded-full object-cover"
                />
              </Tile>
            </li>
          );
        })}
      </ul>
      {empty && (
        <p className="mt-1 text-sm text-gray-600" data-testid="stories-empty">
          No stories yet. Share a moment: it disappears after 24 hours.
        </p>
      )}
    </div>
  );
}

const rings = {
  unseen: 'bg-gradient-to-tr from-amber-400 via-rose-500 to-fuchsia-600',
  seen: 'bg-gray-200',
  'seen-mine': 'bg-gradient-to-tr from-rose-300 to-pink-400',
  dashed: 'border-2 border-dashed border-rose-300 bg-white',
} as const;

function Tile({
  label,
  accessibleLabel,
  onClick,
  ring,
  children,
  badge,
  testId,
  memberId,
  disabled,
}: {
  label: string;
  accessibleLabel?: string;
  onClick: () => void;
  ring: keyof typeof rings;
  children: ReactNode;
  badge?: ReactNode;
  testId: string;
  memberId?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={accessibleLabel ?? label}
      data-testid={testId}
      data-member-id={memberId}
      className="group flex w-20 flex-col items-center gap-1.5 rounded-2xl p-1 focus-visible:outline-2 focus-visible:outline-rose-500 disabled:opacity-60"
    >
      <span
        className={clsx(
          'relative flex size-[4.5rem] items-center justify-center rounded-full p-[3px] transition-transform group-hover:scale-105',
          rings[ring],
        )}
      >
        <span className="size-full rounded-full bg-white p-[2px]">{children}</span>
        {badge && <span className="absolute -right-1 -bottom-1">{badge}</span>}
      </span>
      <span className="w-full truncate text-center text-xs font-medium text-gray-800">{label}</span>
    </button>
  );
}

function UploadingTile({ upload }: { upload: UploadTile }) {
  const percent = Math.round(upload.progress * 100);
  const label = upload.stage === 'uploading' ? `Uploading ${percent}%` : 'Processing…';
  return (
    <div className="flex w-20 flex-col items-center gap-1.5 p-1" role="status" aria-label={label}>
      <span
        className="relative flex size-[4.5rem] items-center justify-center rounded-full p-[3px]"
        style={{ background: `conic-gradient(#e11d48 ${upload.stage === 'uploading' ? percent : 100}%, #fecdd3 0)` }}
      >
        <span className="flex size-full items-center justify-center overflow-hidden rounded-full bg-white p-[2px]">
          {upload.previewUrl ? (
            <img
              src={upload.previewUrl}
              alt=""
              className={clsx('size-full rounded-full object-cover', upload.stage === 'processing' && 'animate-pulse')}
            />
          ) : null}
        </span>
      </span>
      <span className="w-full truncate text-center text-xs font-medium text-rose-700" data-testid="story-upload-stage">
        {label}
      </span>
    </div>
  );
}

function StripSkeleton() {
  return (
    <ul className="flex gap-4 pb-3" aria-label="Loading stories" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="flex w-20 shrink-0 flex-col items-center gap-2 p-1">
          <span className="size-[4.5rem] animate-pulse rounded-full bg-rose-100/70" />
          <span className="h-3 w-12 animate-pulse rounded bg-rose-100/70" />
        </li>
      ))}
    </ul>
  );
}
