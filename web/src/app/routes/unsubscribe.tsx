import { UnsubscribePage } from '../../features/notifications/components/unsubscribe-page';

/** Open to anyone: the link in an email is the proof (decision 0024). */
export function UnsubscribeRoute() {
  return <UnsubscribePage />;
}
