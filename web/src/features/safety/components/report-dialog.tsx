import { clsx } from 'clsx';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal, ModalActions, ModalCancel, ModalIcon } from '#web/components/ui/modal.tsx';
import { TextareaField } from '#web/components/ui/textarea-field.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useReportMember } from '../api/report-member';
import {
  initialReportForm,
  REPORT_CATEGORY_OPTIONS,
  REPORT_NOTE_MAX,
  toReportRequest,
  type ReportFormValues,
} from '../lib/report-form';
import type { SafetyMember } from './block-dialog';

export type ReportDialogProps = {
  member: SafetyMember;
  /** The story being reported, when it is one (the report names it for moderators). */
  storyId?: string;
  /** What is reported is their like's comment to me (Who Liked You): the report carries it (issue 28). */
  likeComment?: boolean;
  /** The photo being reported, when it is one: moderators get that photo as the evidence. */
  photoId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when the report also blocked them: take them off the screen. */
  onBlocked: (memberId: string) => void;
};

/** What is wrong (one category), an optional note, and whether to block in the same step (off unless ticked). */
export function ReportDialog({
  member,
  storyId,
  likeComment,
  photoId,
  open,
  onOpenChange,
  onBlocked,
}: ReportDialogProps) {
  const report = useReportMember();
  const [form, setForm] = useState<ReportFormValues>(initialReportForm);
  const [showRequired, setShowRequired] = useState(false);
  const groupId = useId();

  function change(next: boolean) {
    if (!next) {
      // A fresh form next time, for this or another member.
      setForm(initialReportForm());
      setShowRequired(false);
    }
    onOpenChange(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = toReportRequest(member.id, form, { storyId, likeComment, photoId });
    if (!request) {
      setShowRequired(true);
      return;
    }
    let blocked: boolean;
    try {
      ({ blocked } = await report.mutateAsync(request));
    } catch {
      showError(MESSAGES.safety.reportFailed);
      return;
    }
    change(false);
    showSuccess(MESSAGES.safety.reported);
    if (blocked) onBlocked(member.id);
  }

  return (
    <Modal
      open={open}
      onOpenChange={change}
      busy={report.isPending}
      size="lg"
      icon={<ModalIcon icon={Flag} tone="amber" />}
      title={
        storyId
          ? `Report ${member.name}'s story`
          : likeComment
            ? `Report ${member.name}'s comment`
            : photoId
              ? `Report ${member.name}'s photo`
              : `Report ${member.name}`
      }
      description={MESSAGES.safety.reportExplained}
    >
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label="Report">
        <fieldset aria-describedby={showRequired ? `${groupId}-error` : undefined}>
          <legend className="text-sm font-medium text-gray-800">What is wrong?</legend>
          <div className="mt-2 grid gap-2">
            {REPORT_CATEGORY_OPTIONS.map((option) => {
              const checked = form.category === option.value;
              return (
                <label
                  key={option.value}
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-500',
                    checked
                      ? 'border-rose-300 bg-rose-50 text-rose-800'
                      : 'border-gray-200 text-gray-800 hover:border-rose-200',
                  )}
                >
                  <input
                    type="radio"
                    name={`${groupId}-category`}
                    value={option.value}
                    checked={checked}
                    onChange={() => {
                      setForm((current) => ({ ...current, category: option.value }));
                      setShowRequired(false);
                    }}
                    className="size-4 accent-rose-600"
                  />
                  {option.label}
                </label>
              );
            })}
          </div>
          {showRequired && (
            <p id={`${groupId}-error`} className="mt-2 text-xs font-medium text-red-600" role="alert">
              {MESSAGES.safety.categoryRequired}
            </p>
          )}
        </fieldset>

        <TextareaField
          label="Anything else we should know? (optional)"
          value={form.note}
          maxLength={REPORT_NOTE_MAX}
          showCount
          rows={3}
          className="[&_textarea]:min-h-20"
          onChange={(event) => setForm((current) => ({ ...current, note: event.target.value }))}
        />

        <div className="flex items-start gap-3 rounded-xl bg-gray-50 px-3.5 py-3 text-sm text-gray-800">
          <input
            id={`${groupId}-also-block`}
            type="checkbox"
            checked={form.alsoBlock}
            aria-describedby={`${groupId}-also-block-explained`}
            onChange={(event) => setForm((current) => ({ ...current, alsoBlock: event.target.checked }))}
            className="mt-0.5 size-4 cursor-pointer accent-rose-600"
          />
          <div>
            <label htmlFor={`${groupId}-also-block`} className="cursor-pointer font-medium">
              Also block this member
            </label>
            <p id={`${groupId}-also-block-explained`} className="text-xs text-gray-500">
              {MESSAGES.safety.alsoBlockExplained}
            </p>
          </div>
        </div>

        <ModalActions>
          <ModalCancel disabled={report.isPending} />
          <Button type="submit" variant="danger" loading={report.isPending}>
            Send report
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
