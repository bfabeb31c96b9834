import { SubscriptionCanceledPage } from '../../features/subscription/components/subscription-canceled-page';

/** Open to anyone: it only says nothing was charged. */
export function SubscriptionCanceledRoute() {
  return <SubscriptionCanceledPage />;
}
