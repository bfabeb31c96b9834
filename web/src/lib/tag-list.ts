/**
 * Free-text tag lists (profile interests and languages, preference lists):
 * entries are trimmed, and empty or already-listed entries are ignored (core
 * spec "Validation rules"). The shared schemas normalise the same way on save;
 * doing it while typing shows the member the list that will be stored.
 */
export type TagAddResult = {
  tags: string[];
  /** Whether the entry was appended. */
  added: boolean;
  /** Whether the input should be cleared: anything but blank input is consumed. */
  clearInput: boolean;
};

export function addTag(tags: readonly string[], raw: string, maxTags = Number.POSITIVE_INFINITY): TagAddResult {
  const entry = raw.trim();
  if (entry === '') return { tags: [...tags], added: false, clearInput: false };
  // Case-insensitive: "English" and "english" are the same language to a reader.
  const duplicate = tags.some((tag) => tag.toLocaleLowerCase() === entry.toLocaleLowerCase());
  if (duplicate) return { tags: [...tags], added: false, clearInput: true };
  if (tags.length >= maxTags) return { tags: [...tags], added: false, clearInput: false };
  return { tags: [...tags, entry], added: true, clearInput: true };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((item) => item !== tag);
}

/** Quick-add toggles: present entries are removed, absent ones appended. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? removeTag(tags, tag) : [...tags, tag];
}
