/** The report dialog's state and the request it sends. */
import { REPORT_CATEGORIES, REPORT_CATEGORY_LABELS } from '#shared/schemas/safety.ts';
import type { ReportInput } from '../api/report-member';

export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** The server's limit (shared/schemas/safety.ts). */
export const REPORT_NOTE_MAX = 1000;

export const REPORT_CATEGORY_OPTIONS = REPORT_CATEGORIES.map((value) => ({
  value,
  label: REPORT_CATEGORY_LABELS[value],
}));

export type ReportFormValues = { category: ReportCategory | null; note: string; alsoBlock: boolean };

/**
 * Blocking is off until the member ticks it: a block ends the match and the conversation for both sides,
 * which a member asking for help with one rude line did not ask for, and which a dismissed report cannot undo.
 */
export const initialReportForm = (): ReportFormValues => ({ category: null, note: '', alsoBlock: false });

/**
 * The request body, or null while no category is chosen. A blank note is left out. `about` names what is
 * reported: one of their stories, their like's comment to me, or one of their photos.
 */
export function toReportRequest(
  memberId: string,
  form: ReportFormValues,
  about: { storyId?: string; likeComment?: boolean; photoId?: string } = {},
): ReportInput | null {
  const { storyId, likeComment, photoId } = about;
  if (!form.category) return null;
  const note = form.note.trim().slice(0, REPORT_NOTE_MAX);
  return {
    memberId,
    category: form.category,
    alsoBlock: form.alsoBlock,
    ...(note ? { note } : {}),
    ...(storyId ? { storyId } : photoId ? { photoId } : {}),
    ...(likeComment ? { likeComment: true as const } : {}),
  };
}
