import { Crown, EyeOff, Gem, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ELITE_MATCH_PRICE } from '#web/lib/plans.ts';
import { useScrollToHash } from '#web/lib/use-scroll-to-hash.ts';
import { IconList } from '#web/components/ui/icon-list.tsx';
import { EliteEyebrow } from '#web/components/elite-eyebrow.tsx';

/** The section's anchor: the footer's Elite Match link. */
export const ELITE_SECTION_ID = 'elite';

/**
 * marketing spec "What the product does and for whom" and "Screens and routes":
 * the Elite Matchmaking promo and its Apply for Elite Package button (to /auth
 * for visitors, /elite-match for members).
 */
export function LandingElite({ signedIn }: { signedIn: boolean }) {
  useScrollToHash(ELITE_SECTION_ID);
  const points = [
    { icon: UserCheck, text: 'Personally matched by our expert team, for a serious relationship.' },
    { icon: EyeOff, text: 'Your profile stays hidden: only Elite members can discover it.' },
    { icon: Gem, text: `Hand-picked introductions, ${ELITE_MATCH_PRICE} each, paid once.` },
  ];
  return (
    <section
      id={ELITE_SECTION_ID}
      aria-labelledby="elite-heading"
      className="below-fold scroll-mt-16 px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-rose-700 via-pink-700 to-fuchsia-800 p-8 text-white shadow-2xl shadow-rose-900/20 sm:p-12">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-16 -z-10 size-96 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-white)_10%,transparent),transparent)]"
        />
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <EliteEyebrow />
            <h2 id="elite-heading" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
              Let our matchmakers find your person
            </h2>
            <IconList
              items={points}
              className="mt-6 space-y-3 text-rose-50"
              itemClassName="items-start gap-3"
              iconClassName="mt-0.5 size-5 text-amber-200"
            />
          </div>
          <div className="lg:justify-self-end">
            <Link
              to={signedIn ? paths.eliteMatch.getHref() : paths.auth.getHref()}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-white px-7 text-base font-semibold text-rose-700 shadow-lg shadow-rose-950/20 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Crown className="size-5" aria-hidden /> Apply for Elite Package
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
