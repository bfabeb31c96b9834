import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SectionPlaceholder } from '../../components/below-fold';
import { useBoostPurchaseReturn } from '../../features/boosts/components/use-boost-purchase-return';
import { MembersHome } from '../../features/home/components/members-home';
import { SafetyMenu } from '../../features/safety/components/deferred-safety-menu';
import { StoriesSection } from '../../features/stories/components/stories-section';
import { paths } from '../../config/paths';

/**
 * The sections below the stories are chunks of their own, asked for only when the home reveals them
 * (features/home, decision 0060): the first paint carries the heading and the stories strip.
 */
const VoiceSection = lazy(async () => ({
  default: (await import('../../features/voice/components/voice-section')).VoiceSection,
}));
const BoostPanel = lazy(async () => ({
  default: (await import('../../features/boosts/components/boost-panel')).BoostPanel,
}));
const SubscriptionCard = lazy(async () => ({
  default: (await import('../../features/subscription/components/subscription-card')).SubscriptionCard,
}));
const PricingPlans = lazy(async () => ({
  default: (await import('../../features/pricing/components/pricing-plans')).PricingPlans,
}));

/** While a section's code loads: a quiet block of about its height. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<SectionPlaceholder />}>{children}</Suspense>;
}

/**
 * '/' for members: the route composes the features; they never import each
 * other. Loaded only once someone is signed in (landing.tsx), so a visitor's
 * landing page carries none of it.
 */
export default function MembersHomeRoute() {
  // The plans sit right below the card on this page, so the card's own 'Upgrade Now' link is left out.
  const navigate = useNavigate();
  // Back from checkout ('/?purchase=…'): the purchase is followed here, not in the boost panel, whose chunk
  // may load seconds later (or, below the fold, not at all); the toast says when the boost starts, and the
  // boosts query it refreshes is the one the panel reads whenever it mounts.
  useBoostPurchaseReturn();
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
        <Loading>
          <VoiceSection
            memberMenu={(member, onBlocked) => <SafetyMenu member={member} onBlocked={onBlocked} />}
            openConversation={(matchId) => void navigate(paths.conversation.getHref(matchId))}
          />
        </Loading>
      }
      boost={
        <Loading>
          <BoostPanel />
        </Loading>
      }
      subscriptionCard={
        <Loading>
          <SubscriptionCard showUpgrade={false} />
        </Loading>
      }
      pricing={
        <Loading>
          <PricingPlans />
        </Loading>
      }
    />
  );
}
