import { ConversationsPage } from '../../features/chat/components/conversations-page';
import { ProtectedRoute } from '../../lib/auth';

export function MessagesRoute() {
  return (
    <ProtectedRoute title="Chat">
      <ConversationsPage />
    </ProtectedRoute>
  );
}
