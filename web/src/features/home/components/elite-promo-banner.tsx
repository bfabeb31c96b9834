import { Crown, EyeOff, Users } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import type { Tier } from '#shared/tiers.ts';
import { paths } from '#web/config/paths.ts';
import { elitePrivacyLine } from '../lib/elite-promo';
import { IconList } from '#web/components/ui/icon-list.tsx';
import { EliteEyebrow } from '#web/components/elite-eyebrow.tsx';

/** The marketing spec's "What the product does and for whom": the signed-in Elite Matchmaking promo: 3 potential daters, and a profile invisible to others. */
export function ElitePromoBanner({ tier }: { tier: Tier | undefined }) {
  return (
    <section
      aria-labelledby="elite-promo-heading"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-r from-rose-700 via-pink-700 to-fuchsia-800 p-6 text-white shadow-xl shadow-rose-900/20 sm:p-8"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-20 -right-10 -z-10 size-80 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-white)_10%,transparent),transparent)]"
      />
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <EliteEyebrow />
          <h2 id="elite-promo-heading" className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">
            Let our experts find your person
          </h2>
          <IconList
            items={[
              { icon: Users, text: MESSAGES.elite.promo.daters },
              { icon: EyeOff, text: elitePrivacyLine(tier) },
            ]}
            className="mt-4 space-y-2 text-rose-50"
            iconClassName="mt-0.5 size-5 text-amber-200"
          />
        </div>
        <Link
          to={paths.eliteMatch.getHref()}
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 self-start rounded-full bg-white px-7 text-base font-semibold text-rose-700 shadow-lg shadow-rose-950/20 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:self-center"
        >
          <Crown className="size-5" aria-hidden /> Apply for Elite Package
        </Link>
      </div>
    </section>
  );
}
