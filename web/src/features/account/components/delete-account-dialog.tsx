import { Trash2, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Modal, ModalActions, ModalCancel, ModalIcon } from '#web/components/ui/modal.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { SIGNING_OUT_STATE } from '#web/lib/auth.tsx';
import { showError, showSuccess } from '#web/lib/toast.tsx';
import { DELETE_CONFIRMATION_WORD, useDeleteMyAccount } from '../api/delete-my-account';
import { confirmsDeletion } from '../lib/export-file';

/**
 * The confirmation dialog, loaded only when opened. The account goes only
 * after the member types the confirmation word; then home, signed out.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteMyAccount();
  const [typed, setTyped] = useState('');
  const confirmed = confirmsDeletion(typed, DELETE_CONFIRMATION_WORD);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    try {
      await remove.mutateAsync();
    } catch (error) {
      showError(MESSAGES.account.deleteFailed(error instanceof ApiError ? error.message : undefined));
      return;
    }
    showSuccess(MESSAGES.account.deleted);
    // Home signs us out once it is on screen (SIGNING_OUT_STATE): the Cognito user is gone, and a
    // local sign-out still clears the stored tokens. Signing out here would race the page's guard.
    await navigate(paths.home.getHref(), { replace: true, state: SIGNING_OUT_STATE });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      busy={remove.isPending}
      title="Delete your account?"
      description="Your sign-in, profile, photos, likes, matches and messages will be deleted for good. Download your data first if you want a copy."
      icon={<ModalIcon icon={TriangleAlert} tone="red" />}
    >
      <form onSubmit={onSubmit} className="mt-6">
        <Field
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={DELETE_CONFIRMATION_WORD}
        />
        <ModalActions>
          <ModalCancel disabled={remove.isPending} />
          <Button type="submit" variant="danger" disabled={!confirmed} loading={remove.isPending}>
            <Trash2 className="size-4" aria-hidden />
            Delete my account forever
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
