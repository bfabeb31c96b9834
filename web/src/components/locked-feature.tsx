import { Crown, Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { UpgradeDialog, type UpgradeTier } from './upgrade-dialog';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

/**
 * What a paid screen shows a member without the feature (marketing spec "States
 * and transitions": "an upgrade dialog for Gold is offered"): a short pitch, an
 * 'Upgrade to {tier}' button, and the upgrade dialog, open from the start.
 */
export function LockedFeature({
  title,
  pitch,
  tier = 'gold',
  reason,
}: {
  title: string;
  pitch: string;
  tier?: UpgradeTier;
  reason: string;
}) {
  const [open, setOpen] = useState(true);
  const tierLabel = tier.charAt(0).toUpperCase() + tier.slice(1);
  return (
    <Card
      className="mx-auto mt-8 flex max-w-xl flex-col items-center p-8 text-center sm:p-10"
      data-testid="locked-feature"
    >
      <IconTile icon={Lock} size={16} className="rounded-3xl bg-amber-50 text-amber-500 ring-1 ring-amber-200" />
      <h2 className="mt-5 text-xl font-bold text-gray-900">{title}</h2>
      <p className="mt-2 text-gray-600">{pitch}</p>
      <Button className="mt-6" size="lg" onClick={() => setOpen(true)}>
        <Crown className="size-4" aria-hidden /> Upgrade to {tierLabel}
      </Button>
      <UpgradeDialog open={open} onOpenChange={setOpen} tier={tier} reason={reason} />
    </Card>
  );
}
