/**
 * The upgrade dialog (core spec "Roles and permissions"): what each paid tier
 * adds and costs, the tier the member needs highlighted, why they are seeing
 * it, and a way to the plans. Used wherever a limit or a paid feature stops the
 * member: the deck (likes, super likes), Who Liked You and Advanced Filters.
 */
import { clsx } from 'clsx';
import { Check, Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ELITE_BENEFITS, ELITE_MATCH_PRICE_LABEL, startingPrice } from '../lib/plans';
import { buttonClasses } from './ui/button';
import { Modal, ModalClose, ModalIcon } from './ui/modal';

export type UpgradeTier = 'basic' | 'gold' | 'premium' | 'elite';

type TierCard = { tier: UpgradeTier; name: string; summary: string; price: string; features: readonly string[] };

/** Core spec "Roles and permissions": Upgrade dialog tier descriptions; elite lists the elite benefits. */
export const UPGRADE_TIERS: readonly TierCard[] = [
  {
    tier: 'basic',
    name: 'Basic',
    summary: 'Get started',
    price: startingPrice('basic'),
    features: ['Create your profile', 'Browse and match', 'Basic messages'],
  },
  {
    tier: 'gold',
    name: 'Gold',
    summary: 'Everything in Basic, plus',
    price: startingPrice('gold'),
    features: ['Unlimited likes', 'See who liked you', 'Advanced filters', 'Rewind your last pass'],
  },
  {
    tier: 'premium',
    name: 'Premium',
    summary: 'Everything in Gold, plus',
    price: startingPrice('premium'),
    features: [
      'Priority placement',
      'Unlimited boosts and super likes',
      'Travel mode',
      'Profile insights',
      'Incognito',
    ],
  },
  {
    tier: 'elite',
    name: 'Elite',
    summary: 'Dedicated matchmaking support',
    price: ELITE_MATCH_PRICE_LABEL,
    features: ELITE_BENEFITS,
  },
];

const tierName = (tier: UpgradeTier) => UPGRADE_TIERS.find((card) => card.tier === tier)?.name ?? tier;

export type UpgradeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tier that unlocks what the member tried. */
  tier: UpgradeTier;
  /** Completes "Upgrade to {tier} for …", e.g. 'unlimited likes', 'more super likes'. */
  reason: string;
};

export function UpgradeDialog({ open, onOpenChange, tier, reason }: UpgradeDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      icon={<ModalIcon icon={Crown} tone="amber" />}
      title={`Upgrade to ${tierName(tier)}`}
      description={
        <span data-testid="upgrade-reason">
          Upgrade to {tierName(tier)} for {reason}.
        </span>
      }
      actions={
        <>
          <ModalClose className={buttonClasses({ variant: 'ghost' })}>Maybe later</ModalClose>
          {/* Core spec "Screens and routes": the upgrade dialog goes to /#pricing (the members' home now has that
              section). */}
          <Link to={paths.pricingSection.getHref()} className={buttonClasses()} onClick={() => onOpenChange(false)}>
            <Crown className="size-4" aria-hidden /> View plans
          </Link>
        </>
      }
    >
      <ul className="grid gap-3 pt-2 sm:grid-cols-2" aria-label="Plans">
        {UPGRADE_TIERS.map((card) => {
          const highlighted = card.tier === tier;
          return (
            <li
              key={card.tier}
              data-tier={card.tier}
              aria-current={highlighted ? 'true' : undefined}
              className={clsx(
                'relative rounded-2xl border p-4',
                highlighted ? 'border-rose-400 bg-rose-50/70 ring-2 ring-rose-400' : 'border-gray-200 bg-white',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <p className="font-bold text-gray-900">{card.name}</p>
                {highlighted && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-rose-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                    <Sparkles className="size-3" aria-hidden /> Recommended
                  </span>
                )}
              </div>
              <p className="mt-0.5 text-sm font-semibold text-rose-700" data-testid="upgrade-price">
                {card.price}
              </p>
              <p className="mt-0.5 text-xs font-medium text-gray-600">{card.summary}</p>
              <ul className="mt-3 space-y-1.5">
                {card.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-sm text-gray-700">
                    <Check
                      className={clsx('mt-0.5 size-4 shrink-0', highlighted ? 'text-rose-500' : 'text-gray-400')}
                      aria-hidden
                    />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
