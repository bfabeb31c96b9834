import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { ELITE_BENEFITS, ELITE_MATCH_NAME, ELITE_MATCH_PRICE } from '#web/lib/plans.ts';
import { IconTile } from '#web/components/ui/icon-tile.tsx';
import { IconList } from '#web/components/ui/icon-list.tsx';

/**
 * The fourth offer (marketing spec "Business constants and limits"): Elite
 * Match, paid once per introduction, not a subscription, so it gets a row of
 * its own. Its form lives at /elite-match; visitors sign in first (marketing
 * spec "Roles and permissions").
 */
export function EliteMatchCard({
  signedIn,
  active,
  headingLevel: Heading,
}: {
  signedIn: boolean;
  active: boolean;
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <div
      aria-labelledby="plan-elite-heading"
      role="group"
      data-plan="elite_match"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-gray-950 via-rose-950 to-fuchsia-950 p-6 text-white shadow-xl shadow-rose-900/20 sm:p-8"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-16 -z-10 size-96 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-fuchsia-500)_25%,transparent),transparent)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-24 -left-10 -z-10 size-96 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-rose-500)_20%,transparent),transparent)]"
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <IconTile
              icon={Crown}
              size={11}
              className="rounded-2xl bg-amber-400/15 text-amber-300 ring-1 ring-amber-300/40 ring-inset"
            />
            <Heading id="plan-elite-heading" className="text-xl font-bold">
              {ELITE_MATCH_NAME}
            </Heading>
            {active && (
              <span className="rounded-full bg-emerald-400/15 px-2.5 py-1 text-xs font-bold text-emerald-200 ring-1 ring-emerald-300/40 ring-inset">
                Active
              </span>
            )}
          </div>
          <p className="mt-3 max-w-xl text-rose-100">
            Hand-picked introductions from our expert matchmakers, for members ready for something serious. Your profile
            stays private.
          </p>
          <IconList
            items={ELITE_BENEFITS}
            label={`${ELITE_MATCH_NAME} includes`}
            className="mt-5 grid gap-x-8 gap-y-3 text-sm text-white sm:grid-cols-2"
            itemClassName="items-center gap-2.5"
            iconClassName="size-4 text-amber-300"
          />
        </div>
        <div className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/15 ring-inset lg:w-72">
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-extrabold tracking-tight tabular-nums" data-testid="plan-price">
              {ELITE_MATCH_PRICE}
            </span>
            <span className="text-sm font-semibold text-rose-100">one-time</span>
          </p>
          <p className="mt-1 text-sm text-rose-100">per introduction</p>
          <Link
            to={signedIn ? paths.eliteMatch.getHref() : paths.auth.getHref()}
            className={buttonClasses({ variant: 'secondary', className: 'mt-5 w-full border-white' })}
          >
            <Crown className="size-4" aria-hidden /> Get Elite Match
          </Link>
        </div>
      </div>
    </div>
  );
}
