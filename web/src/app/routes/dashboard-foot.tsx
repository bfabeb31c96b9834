import { MyDataCard } from '../../features/account/components/my-data-card';
import { ChatPrivacyCard } from '../../features/chat/components/chat-privacy-card';
import { SensitivePhotosCard } from '../../features/chat/components/sensitive-photos-card';
import { NotificationSettingsCard } from '../../features/notifications/components/notification-settings-card';
import { InsightsLinkCard } from '../../features/insights/components/insights-link-card';
import { IncognitoCard } from '../../features/incognito/components/incognito-card';
import { VerificationCard } from '../../features/verification/components/verification-card';

/** The dashboard's foot (dashboard.tsx loads it lazily): photo verification, profile insights, chat privacy, Incognito, notifications (push and e-mail) and my data. */
export default function DashboardFoot() {
  return (
    <div className="space-y-6">
      <VerificationCard />
      <InsightsLinkCard />
      <ChatPrivacyCard />
      <SensitivePhotosCard />
      <IncognitoCard />
      <NotificationSettingsCard />
      <MyDataCard />
    </div>
  );
}
