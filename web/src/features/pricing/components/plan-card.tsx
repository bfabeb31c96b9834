import { clsx } from 'clsx';
import { Check, Crown, Gem, Gift, Heart, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_NAMES, type BillingInterval, type PlanTier } from '#shared/billing/catalog.ts';
import { paths } from '#web/config/paths.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import {
  CARD_REQUIRED_LABEL,
  PLAN_FEATURES,
  TRIAL_LABEL,
  YEARLY_PLAN_BADGES,
  monthlyEquivalent,
  planPrice,
} from '#web/lib/plans.ts';
import type { PlanAction } from '../lib/plan-action';
import { IconList } from '#web/components/ui/icon-list.tsx';

const LOOKS: Record<PlanTier, { icon: LucideIcon; tile: string; tagline: string }> = {
  basic: { icon: Heart, tile: 'bg-sky-50 text-sky-700 ring-sky-200', tagline: 'Everything you need to start' },
  gold: {
    icon: Crown,
    tile: 'bg-amber-50 text-amber-700 ring-amber-200',
    tagline: 'See who likes you, like without limits',
  },
  premium: {
    icon: Gem,
    tile: 'bg-violet-50 text-violet-700 ring-violet-200',
    tagline: 'The complete Kindred experience',
  },
};

/** Gold is what the app's own gates ask for (Who Liked You, Advanced Filters, unlimited likes). */
const RECOMMENDED: PlanTier = 'gold';

export type PlanCardProps = {
  tier: PlanTier;
  interval: BillingInterval;
  action: PlanAction;
  /** This card's request (or the page change after it) is under way. */
  busy: boolean;
  /** Another card's request is under way. */
  locked: boolean;
  current: boolean;
  /** The trial box: for people who can still start a first subscription. */
  showTrial: boolean;
  onAction: () => void;
  headingLevel: 'h2' | 'h3';
};

export function PlanCard({
  tier,
  interval,
  action,
  busy,
  locked,
  current,
  showTrial,
  onAction,
  headingLevel: Heading,
}: PlanCardProps) {
  const { icon: Icon, tile, tagline } = LOOKS[tier];
  const { amount, per } = planPrice(tier, interval);
  const yearlyBadge = interval === 'yearly' ? YEARLY_PLAN_BADGES[tier] : undefined;
  const recommended = tier === RECOMMENDED && !current;
  const headingId = `plan-${tier}-heading`;

  return (
    <li
      aria-labelledby={headingId}
      data-plan={`${tier}_${interval}`}
      aria-current={current ? 'true' : undefined}
      className={clsx(
        'relative flex flex-col rounded-3xl bg-white p-6 shadow-xl shadow-rose-900/5 sm:p-7',
        current ? 'ring-2 ring-emerald-600' : recommended ? 'ring-2 ring-rose-500' : 'ring-1 ring-rose-100',
      )}
    >
      {(current || recommended) && (
        <span
          className={clsx(
            'absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap text-white shadow-sm',
            current ? 'bg-emerald-700' : 'bg-rose-600',
          )}
        >
          {current ? <Check className="size-3.5" aria-hidden /> : <Sparkles className="size-3.5" aria-hidden />}
          {current ? 'Current plan' : 'Recommended'}
        </span>
      )}

      <div className="flex items-start justify-between gap-3">
        <span className={clsx('flex size-11 shrink-0 items-center justify-center rounded-2xl ring-1 ring-inset', tile)}>
          <Icon className="size-5" aria-hidden />
        </span>
        {yearlyBadge && (
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900 ring-1 ring-amber-300 ring-inset">
            {yearlyBadge}
          </span>
        )}
      </div>
      <Heading id={headingId} className="mt-4 text-xl font-bold text-gray-900">
        {PLAN_NAMES[tier]}
      </Heading>
      <p className="mt-1 text-sm text-gray-600">{tagline}</p>

      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-gray-900 tabular-nums" data-testid="plan-price">
          {amount}
        </span>
        <span className="text-sm font-semibold text-gray-600">{per}</span>
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {interval === 'yearly' ? `${monthlyEquivalent(tier)}/month, billed yearly` : 'Billed monthly'}
      </p>

      {showTrial && (
        <div className="mt-5 rounded-2xl bg-rose-50 px-4 py-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-rose-700">
            <Gift className="size-4" aria-hidden /> {TRIAL_LABEL}
          </p>
          <p className="mt-0.5 text-xs text-gray-600">{CARD_REQUIRED_LABEL}</p>
        </div>
      )}

      <div className="mt-5">
        <PlanButton
          action={action}
          busy={busy}
          locked={locked}
          onAction={onAction}
          planName={PLAN_NAMES[tier]}
          interval={interval}
        />
      </div>

      <IconList
        items={PLAN_FEATURES[tier]}
        label={`${PLAN_NAMES[tier]} includes`}
        className="mt-6 space-y-3 border-t border-rose-100 pt-6 text-sm text-gray-700"
        iconClassName="mt-0.5 size-4 text-rose-500"
      />
    </li>
  );
}

/** The card's one action. Every card says 'Start free trial', so screen readers also hear which plan: 'Start free trial (Gold, yearly)'. */
function PlanButton(props: {
  action: PlanAction;
  busy: boolean;
  locked: boolean;
  onAction: () => void;
  planName: string;
  interval: BillingInterval;
}) {
  const { action, busy, locked, onAction, planName, interval } = props;
  const which = action.label.includes(planName) ? interval : `${planName}, ${interval}`;
  const label = (
    <>
      {action.label}
      <span className="sr-only"> ({which})</span>
    </>
  );
  const wide = 'w-full';
  if (action.kind === 'signUp') {
    return (
      <Link to={paths.auth.getHref('sign-up')} className={buttonClasses({ className: wide })}>
        {label}
      </Link>
    );
  }
  if (action.kind === 'current') {
    return (
      <Link to={paths.dashboard.getHref()} className={buttonClasses({ variant: 'secondary', className: wide })}>
        {label}
      </Link>
    );
  }
  return (
    <Button
      className={wide}
      variant={action.kind === 'portal' ? 'secondary' : 'primary'}
      loading={busy}
      disabled={locked || action.kind === 'wait'}
      onClick={onAction}
    >
      {label}
    </Button>
  );
}
