/**
 * Browser upload to S3 with a presigned POST. XMLHttpRequest rather than
 * fetch: fetch reports no upload progress, and each tile shows a bar.
 */

/**
 * The multipart body: every signed field, then the file. S3 ignores form
 * fields that come after `file`, so a policy field placed later would be
 * missing and the upload refused; the file must be last.
 */
export function presignedPostBody(fields: Record<string, string>, file: Blob, fileName?: string): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'file') continue;
    body.append(name, value);
  }
  if (fileName !== undefined) body.append('file', file, fileName);
  else body.append('file', file);
  return body;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** Fraction 0..1 of the body sent; lengthComputable is false for some proxies, then nothing is reported. */
export type ProgressListener = (fraction: number) => void;

export function postWithProgress(
  url: string,
  body: FormData,
  { onProgress, signal }: { onProgress?: ProgressListener; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      // S3 answers 204 by default, 201 or 200 when success_action_status asks for it.
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new UploadError(`Upload refused with status ${xhr.status}`, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadError('Upload failed: network error', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Upload cancelled', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
