import { Ban } from 'lucide-react';
import { MESSAGES } from '../../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions, ModalClose } from '../../../components/ui/modal';
import { showError, showSuccess } from '../../../lib/toast';
import { useBlockMember } from '../api/block-member';

export type SafetyMember = { id: string; name: string };

export type BlockDialogProps = {
  member: SafetyMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the server has blocked them: take them off the screen. */
  onBlocked: (memberId: string) => void;
};

/** Asks before blocking, since a block also ends any match and cannot be undone here. */
export function BlockDialog({ member, open, onOpenChange, onBlocked }: BlockDialogProps) {
  const block = useBlockMember();

  async function confirm() {
    try {
      await block.mutateAsync(member.id);
    } catch {
      showError(MESSAGES.safety.blockFailed);
      return;
    }
    onOpenChange(false);
    showSuccess(MESSAGES.safety.blocked);
    onBlocked(member.id);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={block.isPending}
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600">
          <Ban className="size-5" aria-hidden />
        </span>
      }
      title={`Block ${member.name}?`}
      description="You won't see each other in Discover, Matches or Who Liked You, and any match between you ends. They are not told."
    >
      <ModalActions>
        <ModalClose asChild>
          <Button variant="ghost" disabled={block.isPending}>
            Cancel
          </Button>
        </ModalClose>
        <Button variant="danger" onClick={() => void confirm()} loading={block.isPending}>
          Block
        </Button>
      </ModalActions>
    </Modal>
  );
}
