import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { MAX_PHOTOS } from '#shared/profile-limits.ts';
import type { Photo } from '#shared/schemas/profile.ts';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showError } from '#web/lib/toast.tsx';
import { useDeletePhoto } from '../api/delete-photo';
import { useReorderPhotos } from '../api/reorder-photos';
import { useUploadPhotos, type UploadingPhoto } from '../api/upload-photo';
import { freePhotoSlots, moveItem } from '../lib/photo-grid';

/**
 * Up to 6 photos (core spec "Validation rules"); the first is the main picture.
 * Uploads start as soon as files are chosen; order and deletion save at once,
 * there is no separate Save for photos.
 */
export function PhotoManager({
  photos,
  onFirstPhotoShown,
}: {
  photos: Photo[];
  /** The main photo has loaded (or failed to): the editor's first content (profile-page.tsx). */
  onFirstPhotoShown?: () => void;
}) {
  const { uploads, start, prepare } = useUploadPhotos();
  // The other photos ask for their images once the main one is shown (loaded or failed): the main photo,
  // the editor's first content, has the phone's network to itself (decision 0060).
  const [mainShown, setMainShown] = useState(false);
  const mainPhotoShown = () => {
    setMainShown(true);
    onFirstPhotoShown?.();
  };
  const reorder = useReorderPhotos();
  const remove = useDeletePhoto();
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const busy = reorder.isPending || remove.isPending;
  const slots = freePhotoSlots(photos.length, uploads.length);

  function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after a failure: clear the input.
    event.target.value = '';
    // Files beyond the free slots are not offered a ticket; the server would refuse them anyway.
    if (files.length > slots) showError(MESSAGES.profile.photoUploadFailed);
    void start(files.slice(0, slots));
  }

  function move(from: number, to: number) {
    if (busy || to < 0 || to >= photos.length || from === to) return;
    const photoIds = moveItem(photos, from, to).map((photo) => photo.id);
    reorder.mutate(photoIds, { onError: (error) => showError(MESSAGES.profile.photoUpdateFailed(messageOf(error))) });
  }

  function deletePhoto(photo: Photo) {
    remove.mutate(photo.id, { onError: (error) => showError(MESSAGES.profile.photoUpdateFailed(messageOf(error))) });
  }

  return (
    <section aria-labelledby="photos-heading">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="photos-heading" className="text-lg font-bold text-gray-900">
          Photos
        </h2>
        <p className="text-sm text-gray-500 tabular-nums" data-testid="photo-count">
          {photos.length} / {MAX_PHOTOS}
        </p>
      </div>
      <p className="mt-1 text-sm text-gray-600">
        Your first photo is your main picture. Use the arrows or drag to reorder.
      </p>

      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Your photos">
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            data-testid="photo-tile"
            data-photo-id={photo.id}
            draggable={!busy}
            onDragStart={(event: DragEvent) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragIndex(index);
            }}
            onDragOver={(event) => {
              if (dragIndex !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragIndex !== null) move(dragIndex, index);
              setDragIndex(null);
            }}
            onDragEnd={() => setDragIndex(null)}
            className={clsx(
              'group relative aspect-[3/4] overflow-hidden rounded-2xl bg-rose-50 ring-1 ring-rose-100',
              dragIndex === index && 'opacity-50',
              index === 0 && 'ring-2 ring-rose-400',
            )}
          >
            {(index === 0 || mainShown) && (
              <img
                src={photo.thumbUrl || photo.url}
                alt={`Photo ${index + 1}`}
                className="size-full object-cover"
                draggable={false}
                onLoad={index === 0 ? mainPhotoShown : undefined}
                onError={index === 0 ? mainPhotoShown : undefined}
              />
            )}
            {index === 0 && (
              <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-rose-600 px-2.5 py-1 text-xs font-bold text-white shadow">
                <Star className="size-3 fill-current" aria-hidden /> Main
              </span>
            )}
            <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-black/60 to-transparent p-2 pt-8">
              <div className="flex gap-1">
                <TileButton
                  label={`Move photo ${index + 1} left`}
                  disabled={busy || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ChevronLeft className="size-4" aria-hidden />
                </TileButton>
                <TileButton
                  label={`Move photo ${index + 1} right`}
                  disabled={busy || index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ChevronRight className="size-4" aria-hidden />
                </TileButton>
              </div>
              <div className="flex gap-1">
                {index > 0 && (
                  <TileButton
                    label={`Make photo ${index + 1} the main photo`}
                    title="Make main photo"
                    disabled={busy}
                    onClick={() => move(index, 0)}
                  >
                    <Star className="size-4" aria-hidden />
                  </TileButton>
                )}
                <TileButton
                  label={`Delete photo ${index + 1}`}
                  disabled={busy}
                  onClick={() => deletePhoto(photo)}
                  danger
                >
                  {remove.isPending && remove.variables === photo.id ? (
                    <Spinner className="size-4" />
                  ) : (
                    <Trash2 className="size-4" aria-hidden />
                  )}
                </TileButton>
              </div>
            </div>
          </li>
        ))}

        {uploads.map((upload) => (
          <UploadingTile key={upload.key} upload={upload} />
        ))}

        {slots > 0 && (
          <li className="aspect-[3/4]">
            <label
              onPointerEnter={prepare}
              className={clsx(
                'flex size-full cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-rose-200 bg-white text-rose-700 transition-colors',
                'hover:border-rose-300 hover:bg-rose-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-500',
              )}
            >
              <ImagePlus className="size-8" aria-hidden />
              <span className="text-sm font-semibold">Add photo</span>
              <span className="text-xs text-gray-600">Images up to 10 MB</span>
              <input
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                aria-label="Add photo"
                onFocus={prepare}
                onChange={onFilesChosen}
              />
            </label>
          </li>
        )}
      </ul>
    </section>
  );
}

function UploadingTile({ upload }: { upload: UploadingPhoto }) {
  const percent = Math.round(upload.progress * 100);
  const label = upload.stage === 'uploading' ? `Uploading ${percent}%` : 'Processing…';
  return (
    <li
      className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-rose-50 ring-1 ring-rose-100"
      data-testid="uploading-tile"
      aria-busy
    >
      <img src={upload.previewUrl} alt="" className="size-full object-cover opacity-60" />
      <div className="absolute inset-x-0 bottom-0 space-y-2 bg-white/90 p-3">
        <p className="flex items-center gap-2 text-xs font-semibold text-gray-700" role="status">
          <Spinner className="size-3.5 text-rose-500" /> {label}
        </p>
        <ProgressBar percent={percent} label="Upload progress" />
      </div>
    </li>
  );
}

function TileButton({
  label,
  title,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  title?: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title ?? label}
      onClick={onClick}
      disabled={disabled}
      className={clsx(
        'inline-flex size-8 items-center justify-center rounded-full bg-white/90 shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40',
        danger ? 'text-red-600 hover:bg-red-50' : 'text-gray-700 hover:bg-white hover:text-rose-600',
      )}
    >
      {children}
    </button>
  );
}

function messageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}
