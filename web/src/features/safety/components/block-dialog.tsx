import { Ban } from 'lucide-react';
import { MESSAGES } from '#shared/messages.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { useBlockMember } from '../api/block-member';

/** `photoId`: the photo of theirs on screen now, which the menu offers to report on its own (decision 0073). */
export type SafetyMember = { id: string; name: string; photoId?: string };

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={block.isPending}
      icon={Ban}
      tone="red"
      title={`Block ${member.name}?`}
      description="You won't see each other in Discover, Matches or Who Liked You, and any match between you ends. They are not told."
      confirmLabel="Block"
      onConfirm={() => void confirm()}
    />
  );
}
