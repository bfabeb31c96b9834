import { useNavigate } from 'react-router';
import { BoostPanel } from '../../features/boosts/components/boost-panel';
import { MembersHome } from '../../features/home/components/members-home';
import { PricingPlans } from '../../features/pricing/components/pricing-plans';
import { SafetyMenu } from '../../features/safety/components/deferred-safety-menu';
import { StoriesSection } from '../../features/stories/components/stories-section';
import { SubscriptionCard } from '../../features/subscription/components/subscription-card';
import { VoiceSection } from '../../features/voice/components/voice-section';
import { paths } from '../../config/paths';

/**
 * '/' for members: the route composes the features; they never import each
 * other. Loaded only once someone is signed in (landing.tsx), so a visitor's
 * landing page carries none of it.
 */
export default function MembersHomeRoute() {
  // The plans sit right below the card on this page, so the card's own 'Upgrade Now' link is left out.
  const navigate = useNavigate();
  return (
    <MembersHome
      stories={
        <StoriesSection
          storyMenu={(owner, storyId, onBlocked) => (
            <SafetyMenu
              member={{ id: owner.id, name: owner.fullName }}
              storyId={storyId}
              onBlocked={onBlocked}
              triggerClassName="text-white hover:bg-white/15"
            />
          )}
        />
      }
      voice={
        <VoiceSection
          memberMenu={(member, onBlocked) => <SafetyMenu member={member} onBlocked={onBlocked} />}
          openConversation={(matchId) => void navigate(paths.conversation.getHref(matchId))}
        />
      }
      boost={<BoostPanel />}
      subscriptionCard={<SubscriptionCard showUpgrade={false} />}
      pricing={<PricingPlans />}
    />
  );
}
