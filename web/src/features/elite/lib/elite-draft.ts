/**
 * The Elite Match request form's draft (marketing spec "Entities and their
 * fields": "kept on the client per user"): kept in localStorage under the
 * member's id, so a refresh loses nothing and a second member on the same
 * browser never sees it. A stored draft is read through the same schema the
 * server uses; one that no longer parses (an older shape, edited by hand) is
 * dropped for the defaults.
 */
import { ELITE_SELECTS, type EliteSelectField } from '#shared/elite/request-form.ts';
import { EliteRequestFormSchema, type EliteRequestForm, type EliteRequestFormInput } from '#shared/schemas/elite.ts';

/** What the form edits: an unanswered select is '' (the server stores null). */
export type EliteFormState = Omit<EliteRequestForm, EliteSelectField> & Record<EliteSelectField, string>;

const SELECT_FIELDS = Object.keys(ELITE_SELECTS) as EliteSelectField[];

export function toFormState(form: EliteRequestForm): EliteFormState {
  const state = { ...form } as unknown as EliteFormState;
  for (const field of SELECT_FIELDS) state[field] = form[field] ?? '';
  return state;
}

/** Every field at the spec's default: age 25–35, height 160–180, nothing chosen. */
export const emptyFormState = (): EliteFormState => toFormState(EliteRequestFormSchema.parse({}));

/** What is sent: the form as it is; the schema turns '' into null on the server. */
export const toRequestBody = (state: EliteFormState): EliteRequestFormInput => state as EliteRequestFormInput;

export const draftKey = (memberId: string) => `kindred.elite-draft.${memberId}`;

export function parseDraft(raw: string | null): EliteFormState | null {
  if (!raw) return null;
  try {
    const parsed = EliteRequestFormSchema.safeParse(JSON.parse(raw));
    return parsed.success ? toFormState(parsed.data) : null;
  } catch {
    return null;
  }
}

export function loadDraft(memberId: string, storage: Pick<Storage, 'getItem'> = window.localStorage): EliteFormState {
  try {
    return parseDraft(storage.getItem(draftKey(memberId))) ?? emptyFormState();
  } catch {
    // Storage blocked (private mode, policy): the form still works, only without a draft.
    return emptyFormState();
  }
}

export function saveDraft(
  memberId: string,
  state: EliteFormState,
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): void {
  try {
    storage.setItem(draftKey(memberId), JSON.stringify(state));
  } catch {
    // Full or blocked: the draft is a convenience; the submitted form is what counts.
  }
}
