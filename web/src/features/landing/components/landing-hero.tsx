import { ArrowDown, Crown, Heart, MessageCircleHeart, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { STATS } from '../lib/landing-content';
import { FEATURES_SECTION_ID } from './landing-why';
import { IconTile } from '#web/components/ui/icon-tile.tsx';

const STAT_ICONS = [Users, Heart, MessageCircleHeart, ShieldCheck] as const;

/**
 * The visitors' hero (marketing spec "What the product does and for whom" and
 * "Screens and routes"): the headline, Start Dating Now, Learn More (a plain
 * in-page link: it works before any script, and glides only where reduced
 * motion is not asked for, see index.css), Apply for Elite Package, and the
 * four stat tiles.
 */
export function LandingHero({ signedIn }: { signedIn: boolean }) {
  const startHref = signedIn ? paths.profile.getHref() : paths.auth.getHref();
  const eliteHref = signedIn ? paths.eliteMatch.getHref() : paths.auth.getHref();
  return (
    <div className="relative isolate overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute -top-48 -left-24 size-[42rem] bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-rose-200)_60%,transparent),transparent)]" />
        <div className="absolute -top-24 -right-32 size-[38rem] bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-fuchsia-200)_50%,transparent),transparent)]" />
      </div>
      <section
        aria-labelledby="hero-heading"
        className="mx-auto max-w-6xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-24"
      >
        <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-medium text-rose-700 shadow-sm ring-1 ring-rose-100">
          <Sparkles className="size-4" aria-hidden /> Dating for people who know what they value
        </p>
        <h1
          id="hero-heading"
          className="mx-auto mt-6 max-w-3xl text-5xl leading-[1.05] font-extrabold tracking-tight text-gray-900 sm:text-6xl lg:text-7xl"
        >
          Find Your <span className="text-rose-600">Perfect Match</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600 sm:text-xl">
          Connect with singles who share your values, culture and dreams. Meaningful relationships start here.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={startHref}
            className={buttonClasses({
              size: 'lg',
              className: 'w-full px-9 text-lg shadow-lg shadow-rose-500/30 sm:w-auto',
            })}
          >
            <Heart className="size-5 fill-current" aria-hidden />
            Start Dating Now
          </Link>
          <a
            href={`#${FEATURES_SECTION_ID}`}
            className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full px-8 sm:w-auto' })}
          >
            Learn More
            <ArrowDown className="size-4" aria-hidden />
          </a>
        </div>
        <Link
          to={eliteHref}
          className="mt-6 inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-gray-800 underline-offset-4 hover:text-rose-700 hover:underline focus-visible:outline-2 focus-visible:outline-rose-500"
        >
          <Crown className="size-4 text-amber-600" aria-hidden />
          Apply for Elite Package
        </Link>
      </section>

      <section aria-label="Kindred in numbers" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map(({ value, label, text }, index) => {
            const Icon = STAT_ICONS[index]!;
            return (
              <li
                key={value}
                className="rounded-3xl border border-rose-100 bg-white/80 p-5 text-center shadow-sm sm:p-6"
              >
                <IconTile
                  icon={Icon}
                  size={12}
                  className="mx-auto rounded-2xl bg-gradient-to-br from-rose-500 to-pink-500 text-white shadow-md shadow-rose-500/25"
                />
                <p className="mt-4 text-xl font-extrabold whitespace-nowrap text-gray-900 sm:text-3xl">{value}</p>
                <p className="mt-1 font-semibold text-rose-700">{label}</p>
                <p className="mt-1 text-sm text-gray-600">{text}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
