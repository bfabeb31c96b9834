/** DELETE /me: deletes my sign-in, every item I own and all my media. Needs the typed confirmation. */
import { useMutation } from '@tanstack/react-query';
import { DELETE_CONFIRMATION_WORD, DeleteAccountSchema } from '#shared/schemas/account.ts';
import { api } from '#web/lib/api-client.ts';

export { DELETE_CONFIRMATION_WORD, DeleteAccountSchema };

export const deleteMyAccount = () => api('deleteMyAccount', { body: { confirmation: DELETE_CONFIRMATION_WORD } });

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
