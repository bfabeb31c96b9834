import { HeartCrack } from 'lucide-react';
import { MESSAGES } from '#shared/messages.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useUnmatch } from '../api/unmatch';

export type UnmatchDialogProps = {
  matchId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the match is gone, e.g. to leave its conversation. */
  onUnmatched?: () => void;
};

export function UnmatchDialog({ matchId, name, open, onOpenChange, onUnmatched }: UnmatchDialogProps) {
  const unmatch = useUnmatch();

  async function confirm() {
    try {
      await unmatch.mutateAsync(matchId);
    } catch {
      showError(MESSAGES.matches.unmatchFailed);
      return;
    }
    onOpenChange(false);
    showSuccess(MESSAGES.matches.unmatched);
    onUnmatched?.();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={unmatch.isPending}
      icon={HeartCrack}
      tone="rose"
      title={`Unmatch ${name}?`}
      description="The match and your conversation go away for both of you."
      confirmLabel="Unmatch"
      onConfirm={() => void confirm()}
    />
  );
}
