import { MyDataCard } from '../../features/account/components/my-data-card';
import { ChatPrivacyCard } from '../../features/chat/components/chat-privacy-card';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { NotificationSettingsCard } from '../../features/notifications/components/notification-settings-card';
import { InsightsLinkCard } from '../../features/insights/components/insights-link-card';
import { SubscriptionCard } from '../../features/subscription/components/subscription-card';
import { ProtectedRoute } from '../../lib/auth';

/** The route composes five features: the dashboard with the subscription card in it, then the way to profile insights, chat privacy and the member's data controls at its foot. */
export function DashboardRoute() {
  return (
    <ProtectedRoute title="Profile Dashboard">
      <DashboardPage
        subscriptionCard={<SubscriptionCard />}
        extra={
          <div className="space-y-6">
            <InsightsLinkCard />
            <ChatPrivacyCard />
            <NotificationSettingsCard />
            <MyDataCard />
          </div>
        }
      />
    </ProtectedRoute>
  );
}
