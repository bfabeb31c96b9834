/** S3 event keys arrive URL-encoded with spaces as '+'; this undoes exactly that. */
export function decodeS3EventKey(key: string): string {
  return decodeURIComponent(key.replace(/\+/g, ' '));
}
