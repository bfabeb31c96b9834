/**
 * One photo upload, end to end: ticket (POST /me/photos), multipart POST to S3
 * with progress, then polling GET /me/photos/uploads/{photoId} until the S3
 * handler has checked the file. The hook keeps a tile per upload in flight.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { loadOnce } from '#web/lib/load-once.ts';
import { postWithProgress, presignedPostBody } from '#web/lib/presigned-post.ts';
import { myProfileQueryKey } from './get-my-profile';
import { waitForPhotoUpload } from './get-photo-upload';

/**
 * The upload checks and the ticket's request carry the ticket's schema (and zod): loaded when the member
 * is about to choose a file, not with the profile editor (decision 0060).
 */
const loadPhotoChecks = loadOnce(async () => {
  const [checks, ticket] = await Promise.all([import('../lib/photo-checks'), import('./create-photo-upload')]);
  return { ...checks, createPhotoUpload: ticket.createPhotoUpload };
});

export type UploadingPhoto = {
  key: string;
  /** An object URL of the local file, shown while it uploads. */
  previewUrl: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  stage: 'uploading' | 'processing';
};

export async function uploadPhoto(
  file: File,
  {
    onProgress,
    onProcessing,
    signal,
  }: { onProgress: (fraction: number) => void; onProcessing: () => void; signal: AbortSignal },
): Promise<'ready' | 'rejected' | 'held'> {
  const { photoUploadRequest, createPhotoUpload } = await loadPhotoChecks();
  const request = photoUploadRequest(file);
  if (!request) return 'rejected';
  const ticket = await createPhotoUpload(request);
  signal.throwIfAborted();
  await postWithProgress(ticket.url, presignedPostBody(ticket.fields, file, file.name), { onProgress, signal });
  onProcessing();
  const status = await waitForPhotoUpload(ticket.photoId, { signal });
  if (status.status === 'ready') return 'ready';
  // Screened explicit (decision 0070): the member is told it is not published and why.
  return status.reason === 'explicit' ? 'held' : 'rejected';
}

let nextKey = 0;

export function useUploadPhotos() {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadingPhoto[]>([]);
  const controllers = useRef(new Set<AbortController>());

  // Leaving the page stops uploads in flight and their polling.
  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active) controller.abort(new DOMException('Left the page', 'AbortError'));
      active.clear();
    };
  }, []);

  const update = (key: string, change: Partial<UploadingPhoto>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const start = useCallback(
    async (files: File[]) => {
      const checks = await loadPhotoChecks().catch(() => undefined);
      if (!checks) {
        if (files.length > 0) showError(MESSAGES.profile.photoUploadFailed);
        return;
      }
      for (const file of files) {
        // Client-side pre-check: images only, at most 10 MB (core spec "Validation rules"), refused with its one reason.
        const refusal = checks.photoFileRefusal(file);
        if (refusal) {
          showError(refusal);
          continue;
        }
        const key = `upload-${(nextKey += 1)}`;
        const previewUrl = URL.createObjectURL(file);
        const controller = new AbortController();
        controllers.current.add(controller);
        setUploads((current) => [...current, { key, previewUrl, progress: 0, stage: 'uploading' }]);

        void uploadPhoto(file, {
          signal: controller.signal,
          onProgress: (progress) => update(key, { progress }),
          onProcessing: () => update(key, { stage: 'processing', progress: 1 }),
        })
          .then(async (outcome) => {
            if (outcome === 'ready') {
              // Keep the tile until the refreshed profile shows the photo, so nothing flickers.
              await queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
              showSuccess(MESSAGES.profile.photoUploaded);
            } else {
              showError(outcome === 'held' ? MESSAGES.profile.photoHeld : MESSAGES.profile.photoUploadFailed);
            }
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            console.error('Photo upload failed', error);
            showError(MESSAGES.profile.photoUploadFailed);
          })
          .finally(() => {
            controllers.current.delete(controller);
            URL.revokeObjectURL(previewUrl);
            setUploads((current) => current.filter((upload) => upload.key !== key));
          });
      }
    },
    [queryClient],
  );

  /** The member is about to choose a file (pointer or focus on Add photo): the checks' code is asked for now. */
  const prepare = useCallback(() => void loadPhotoChecks().catch(() => undefined), []);

  return { uploads, start, prepare };
}
