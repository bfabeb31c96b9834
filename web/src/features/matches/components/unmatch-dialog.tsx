import { HeartCrack } from 'lucide-react';
import { MESSAGES } from '../../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions, ModalClose } from '../../../components/ui/modal';
import { showError, showSuccess } from '../../../lib/toast';
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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={unmatch.isPending}
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-600">
          <HeartCrack className="size-5" aria-hidden />
        </span>
      }
      title={`Unmatch ${name}?`}
      description="The match and your conversation go away for both of you."
    >
      <ModalActions>
        <ModalClose asChild>
          <Button variant="ghost" disabled={unmatch.isPending}>
            Cancel
          </Button>
        </ModalClose>
        <Button variant="danger" onClick={() => void confirm()} loading={unmatch.isPending}>
          Unmatch
        </Button>
      </ModalActions>
    </Modal>
  );
}
