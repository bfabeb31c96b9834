import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { StoryCaptionSchema } from '#shared/schemas/stories.ts';
import {
  STORY_CAPTION_MAX,
  STORY_CONTENT_TYPES,
  storyFileProblem,
  storyMediaTypeOf,
  type StoryContentType,
} from '#shared/stories/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal, ModalActions, ModalCancel, ModalIcon } from '#web/components/ui/modal.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';
import { showError } from '#web/lib/toast.tsx';
import type { StoryUploadInput } from '../api/upload-story';
import { posterFrame } from '../lib/video-poster';

type Chosen = { file: File; contentType: StoryContentType; previewUrl: string; poster: Blob | null };

/**
 * Pick an image or a video (≤ 10 MB) and write a caption (≤ 150, empty is
 * none), then Share. The checks here are the spec's toasts; the server checks
 * again, for real.
 */
export function CreateStoryDialog({
  open,
  onOpenChange,
  busy,
  onShare,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An upload is already on its way. */
  busy: boolean;
  /** Hands the upload to the strip, which shows its progress; the preview URL is the strip's to revoke. */
  onShare: (input: StoryUploadInput, previewUrl: string | null) => void;
}) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [caption, setCaption] = useState('');
  const [preparing, setPreparing] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (open) return;
    // Closed without sharing: let the preview go.
    setChosen((current) => {
      if (current) URL.revokeObjectURL(current.previewUrl);
      return null;
    });
    setCaption('');
  }, [open]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = storyFileProblem(file);
    if (problem === 'invalidType') return showError(MESSAGES.stories.invalidFileType);
    if (problem === 'unsupportedVideo') return showError(MESSAGES.stories.unsupportedVideo);
    if (problem === 'tooLarge') return showError(MESSAGES.stories.fileTooLarge);
    const contentType = file.type.split(';')[0]!.toLowerCase() as StoryContentType;
    let poster: Blob | null = null;
    if (storyMediaTypeOf(contentType) === 'video') {
      setPreparing(true);
      try {
        poster = await posterFrame(file);
      } catch {
        return showError(MESSAGES.stories.videoUnplayable);
      } finally {
        setPreparing(false);
      }
    }
    setChosen((current) => {
      if (current) URL.revokeObjectURL(current.previewUrl);
      return { file, contentType, previewUrl: URL.createObjectURL(file), poster };
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    const parsed = StoryCaptionSchema.safeParse(caption);
    if (!parsed.success) return;
    onShare(
      { file: chosen.file, contentType: chosen.contentType, caption: parsed.data, poster: chosen.poster },
      chosen.previewUrl,
    );
    // The strip owns the preview now.
    setChosen(null);
  }

  const isVideo = chosen && storyMediaTypeOf(chosen.contentType) === 'video';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      icon={<ModalIcon icon={ImagePlus} tone="rose" />}
      title="Create a story"
      description="A photo or a video up to 10 MB. It disappears after 24 hours."
    >
      <form onSubmit={submit} className="mt-6 space-y-5" aria-label="Create a story">
        <div>
          <label
            htmlFor={inputId}
            className="flex aspect-[9/14] max-h-80 w-full cursor-pointer flex-col items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed border-rose-200 bg-rose-50/60 text-center text-sm text-rose-700 transition-colors hover:border-rose-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-500"
          >
            {chosen ? (
              isVideo ? (
                <video
                  src={chosen.previewUrl}
                  className="size-full object-contain"
                  muted
                  playsInline
                  autoPlay
                  loop
                  data-testid="story-preview"
                />
              ) : (
                <img
                  src={chosen.previewUrl}
                  alt="Your story"
                  className="size-full object-contain"
                  data-testid="story-preview"
                />
              )
            ) : (
              <span className="flex flex-col items-center gap-2 p-6">
                <ImagePlus className="size-8" aria-hidden />
                <span className="font-semibold">{preparing ? 'Reading your video…' : 'Choose a photo or video'}</span>
                <span className="text-xs text-rose-600/80">JPEG, PNG, WebP, GIF, MP4 or WebM</span>
              </span>
            )}
            <input
              id={inputId}
              type="file"
              accept={STORY_CONTENT_TYPES.join(',')}
              className="sr-only"
              aria-label="Story photo or video"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {chosen && <p className="mt-2 text-xs text-gray-500">Tap the picture to choose another file.</p>}
        </div>
        <TextareaField
          label="Caption (optional)"
          value={caption}
          maxLength={STORY_CAPTION_MAX}
          showCount
          rows={2}
          onChange={(event) => setCaption(event.target.value)}
        />
        <ModalActions>
          <ModalCancel />
          <Button type="submit" disabled={!chosen || busy || preparing}>
            Share story
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
