/**
 * Marketing spec "Screens and routes", the choose-boost dialog: Boost (30
 * minutes, 5x) and Super Boost (3 hours, 10x), with prices from the billing
 * catalog. A Boost the plan includes is used without paying; anything else goes
 * to Stripe Checkout in this tab (decision 0016). A boost bought during one
 * extends it.
 */
import { clsx } from 'clsx';
import { Rocket, Zap } from 'lucide-react';
import { ONE_TIME_PRODUCTS, formatPrice } from '#shared/billing/catalog.ts';
import { BOOSTS, BOOST_TYPES, type BoostType } from '#shared/boosts.ts';
import type { BoostStatus } from '#shared/schemas/boosts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal, ModalIcon } from '#web/components/ui/modal.tsx';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

const ICONS = { boost: Rocket, super_boost: Zap } as const;

export type ChooseBoostDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: BoostStatus;
  busy: BoostType | 'included' | null;
  onUseIncluded: () => void;
  onBuy: (type: BoostType) => void;
};

export function ChooseBoostDialog({ open, onOpenChange, status, busy, onUseIncluded, onBuy }: ChooseBoostDialogProps) {
  const extending = status.active !== null;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      busy={busy !== null}
      size="lg"
      icon={<ModalIcon icon={Rocket} tone="rose" />}
      title="Choose a boost"
      description={
        extending
          ? 'Your boost is running: a new one adds its time to the end.'
          : 'Be seen by more people nearby, right now.'
      }
    >
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {BOOST_TYPES.map((type) => {
          const kind = BOOSTS[type];
          const Icon = ICONS[type];
          const included = type === 'boost' && status.allowance.left > 0;
          const duration = kind.minutes >= 60 ? `${kind.minutes / 60} hours` : `${kind.minutes} minutes`;
          return (
            <li
              key={type}
              className={clsx(
                'flex flex-col rounded-2xl p-5 ring-1',
                type === 'super_boost'
                  ? 'bg-gradient-to-br from-rose-50 to-fuchsia-50 ring-rose-200'
                  : 'bg-white ring-rose-100',
              )}
              data-boost={type}
            >
              <IconTile icon={Icon} size={10} className="rounded-xl bg-rose-100 text-rose-700" />
              <h3 className="mt-3 text-lg font-bold text-gray-900">{kind.name}</h3>
              <p className="text-sm text-gray-700">
                {duration} · {kind.multiplier}× visibility
              </p>
              <p className="mt-3 text-2xl font-extrabold text-gray-900">
                {included ? 'Included' : formatPrice(ONE_TIME_PRODUCTS[kind.product].amountCents)}
              </p>
              {included && (
                <p className="text-xs font-medium text-emerald-800">
                  {status.allowance.left >= 999
                    ? 'Unlimited with your plan'
                    : `${status.allowance.left} left this month with your plan`}
                </p>
              )}
              <Button
                className="mt-4 w-full"
                loading={busy === (included ? 'included' : type)}
                disabled={busy !== null}
                onClick={included ? onUseIncluded : () => onBuy(type)}
              >
                {included ? `Use ${kind.name}` : `Buy ${kind.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
