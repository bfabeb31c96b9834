import { clsx } from 'clsx';
import { Crown } from 'lucide-react';
import type { Tier } from '#shared/tiers.ts';

const tierStyles: Record<Tier, string> = {
  free: 'bg-gray-100 text-gray-700 ring-gray-200',
  basic: 'bg-sky-50 text-sky-700 ring-sky-200',
  gold: 'bg-amber-50 text-amber-800 ring-amber-300',
  premium: 'bg-violet-50 text-violet-700 ring-violet-200',
  elite: 'bg-gradient-to-r from-rose-600 to-fuchsia-700 text-white ring-rose-500',
};

export const TIER_NAMES: Record<Tier, string> = {
  free: 'Free',
  basic: 'Basic',
  gold: 'Gold',
  premium: 'Premium',
  elite: 'Elite',
};

/**
 * core spec "States and transitions": the subscription shows "Free" when not
 * subscribed, else "Active" with the tier, in the tier's badge colour.
 */
export function TierBadge({
  isSubscribed,
  tier,
  className,
}: {
  isSubscribed: boolean;
  tier: Tier;
  className?: string;
}) {
  const shown: Tier = isSubscribed ? tier : 'free';
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        tierStyles[shown],
        className,
      )}
      data-tier={shown}
    >
      {shown !== 'free' && <Crown className="size-3.5" aria-hidden />}
      {isSubscribed ? `Active · ${TIER_NAMES[shown]}` : 'Free'}
    </span>
  );
}
