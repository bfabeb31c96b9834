/** Saving the data export as a file: kindred-data-<date>.json, via a Blob and a temporary link. */

/** The member's local calendar date, so a download just after midnight is named for today. */
export function exportFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `kindred-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

export function exportFileContents(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

export function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([exportFileContents(data)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a tick later is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The delete button enables only for the exact word, as typed (no trimming, case-sensitive). */
export function confirmsDeletion(typed: string, word: string): boolean {
  return typed === word;
}
